import { route } from "@/lib/http/route";
import { decideInterest } from "@/lib/interest/decide";

export const dynamic = "force-dynamic";

/** Accepts (with a milestone role) or declines a request: its milestone's deciders only. */
export const POST = route("POST /api/interest/decide/", async ({ session, body }) => decideInterest(session, body));
