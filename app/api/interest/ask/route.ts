import { route } from "@/lib/http/route";
import { askInterest } from "@/lib/interest/ask";

export const dynamic = "force-dynamic";

/** "I'm interested": a request to join a milestone that is looking for someone (level 2+). */
export const POST = route("POST /api/interest/ask/", async ({ session, body }) => ({
  request: await askInterest(session, body),
}));
