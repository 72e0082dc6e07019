import { route } from "@/lib/http/route";
import { declineMany } from "@/lib/interest/decline-many";

export const dynamic = "force-dynamic";

/** "Decline selected": each request declined once by the rules of one decision; the rest reported. */
export const POST = route("POST /api/interest/decline_many/", async ({ session, body }) => declineMany(session, body));
