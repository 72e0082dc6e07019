import { route } from "@/lib/http/route";
import { previewImport } from "@/lib/import/preview-import";

export const dynamic = "force-dynamic";

/** Reads an uploaded spreadsheet and answers every row with its problems; writes no project. */
export const POST = route("POST /api/import/preview/", async ({ body, session }) => ({ batch: await previewImport(session, body) }));
