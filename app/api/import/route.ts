import { route } from "@/lib/http/route";
import { listImports } from "@/lib/import/list-imports";

export const dynamic = "force-dynamic";

/** The caller's own imports of the last day, for undo (docs/product.md#importing-projects). */
export const GET = route("GET /api/import/", async ({ session }) => ({ imports: await listImports(session) }));
