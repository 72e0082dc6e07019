import { route } from "@/lib/http/route";
import { checkImport } from "@/lib/import/check-import";

export const dynamic = "force-dynamic";

/** The editor's column mapping and corrected cells, checked again. */
export const POST = route("POST /api/import/check/", async ({ body, session }) => ({ batch: await checkImport(session, body) }));
