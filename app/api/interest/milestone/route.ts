import { route } from "@/lib/http/route";
import { milestonePlaces } from "@/lib/interest/places";

export const dynamic = "force-dynamic";

/** The milestone's places and how many people it has, for whoever may edit it. */
export const POST = route("POST /api/interest/milestone/", async ({ session, body }) => milestonePlaces(session, body.milestone));
