import { route } from "@/lib/http/route";
import { listDueAccounts } from "@/lib/retention/list-due";

export const dynamic = "force-dynamic";

/** The accounts the daily retention task will warn or disable (docs/product.md#retention). */
export const GET = route("GET /api/admin/retention/", () => listDueAccounts());
