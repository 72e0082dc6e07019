import { route } from "@/lib/http/route";
import { suggestedForYou } from "@/lib/people-finder/suggested";

export const dynamic = "force-dynamic";

/** "Suggested for you": the milestones open to join that fit what the member is open to, and why. */
export const GET = route("GET /api/opportunities/suggested/", ({ session }) => suggestedForYou(session));
