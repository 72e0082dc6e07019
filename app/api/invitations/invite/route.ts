import { route } from "@/lib/http/route";
import { invite } from "@/lib/invitations/invite";

export const dynamic = "force-dynamic";

/** Invites a member open to projects to join a milestone: its deciders only. */
export const POST = route("POST /api/invitations/invite/", async ({ session, body }) => invite(session, body));
