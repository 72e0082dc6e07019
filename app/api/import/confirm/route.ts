import { route } from "@/lib/http/route";
import { confirmImport } from "@/lib/import/confirm-import";

export const dynamic = "force-dynamic";

/** Imports a checked batch: every project or none. */
export const POST = route("POST /api/import/confirm/", ({ body, session }) => confirmImport(session, body.id));
