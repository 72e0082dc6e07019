import { route } from "@/lib/http/route";
import { withdrawInvitation } from "@/lib/invitations/withdraw";

export const dynamic = "force-dynamic";

/** Takes back an invitation that waits for its answer: the milestone's deciders only. */
export const POST = route("POST /api/invitations/withdraw/", async ({ session, body }) => withdrawInvitation(session, body));
