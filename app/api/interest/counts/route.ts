import { route } from "@/lib/http/route";
import { interestCounts } from "@/lib/interest/lists";

export const dynamic = "force-dynamic";

/** Open requests per milestone the viewer decides, apart from the shared lists. */
export const GET = route("GET /api/interest/counts/", async ({ session }) => ({ counts: await interestCounts(session) }));
