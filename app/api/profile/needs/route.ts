import { route } from "@/lib/http/route";
import { whatNeedsYou } from "@/lib/needs/what-needs-you";

export const dynamic = "force-dynamic";

// 200 NeedsAnswer (lib/needs/schemas.ts): what waits for the signed-in account, for the top of
// My Profile (docs/product.md#what-needs-you).
export const GET = route("GET /api/profile/needs/", ({ session }) => whatNeedsYou(session));
