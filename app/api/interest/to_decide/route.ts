import { route } from "@/lib/http/route";
import { requestsToDecide } from "@/lib/interest/to-decide";

export const dynamic = "force-dynamic";

/** Every open request the caller decides, across projects, one group per milestone (To decide). */
export const GET = route("GET /api/interest/to_decide/", async ({ session }) => ({ groups: await requestsToDecide(session) }));
