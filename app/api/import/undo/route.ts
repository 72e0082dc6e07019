import { route } from "@/lib/http/route";
import { undoImport } from "@/lib/import/undo-import";

export const dynamic = "force-dynamic";

/** Takes back the caller's own import, within a day. */
export const POST = route("POST /api/import/undo/", ({ body, session }) => undoImport(session, body.id));
