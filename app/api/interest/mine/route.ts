import { route } from "@/lib/http/route";
import { myRequests } from "@/lib/interest/lists";

export const dynamic = "force-dynamic";

/** My requests: the signed-in person's own requests, newest first. */
export const GET = route("GET /api/interest/mine/", async ({ session }) => ({ requests: await myRequests(session) }));
