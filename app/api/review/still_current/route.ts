import { route } from "@/lib/http/route";
import { answerReview } from "@/lib/reviews/still-current";

export const dynamic = "force-dynamic";

// A lead answers a review reminder (still current, completed, due later) from the page the mail's link opens, without
// signing in: the signed, single-use token in the body is the authority.
export const POST = route("POST /api/review/still_current/", ({ body }) => answerReview(body));
