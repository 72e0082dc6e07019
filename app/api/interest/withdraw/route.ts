import { route } from "@/lib/http/route";
import { withdrawInterest } from "@/lib/interest/withdraw";

export const dynamic = "force-dynamic";

/** Withdraws one of the person's own waiting requests. */
export const POST = route("POST /api/interest/withdraw/", async ({ session, body }) => ({
  request: await withdrawInterest(session, body.id),
}));
