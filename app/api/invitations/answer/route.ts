import { route } from "@/lib/http/route";
import { answerInvitation } from "@/lib/invitations/answer";

export const dynamic = "force-dynamic";

/** Accepts (joining the milestone) or declines an invitation: the member invited only. */
export const POST = route("POST /api/invitations/answer/", async ({ session, body }) => answerInvitation(session, body));
