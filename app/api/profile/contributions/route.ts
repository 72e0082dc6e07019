import { route } from "@/lib/http/route";
import { listContributions } from "@/lib/contributions/list-contributions";

export const dynamic = "force-dynamic";

// 200 ContributionsAnswer (lib/contributions/schemas.ts): the signed-in account's own
// contributions, for the profile (docs/product.md#my-contributions).
export const GET = route("GET /api/profile/contributions/", async ({ session }) => listContributions(session));
