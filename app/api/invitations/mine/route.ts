import { route } from "@/lib/http/route";
import { myInvitations } from "@/lib/invitations/mine";

export const dynamic = "force-dynamic";

/** The account's own invitations, waiting first. */
export const GET = route("GET /api/invitations/mine/", async ({ session }) => myInvitations(session));
