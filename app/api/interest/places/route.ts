import { route } from "@/lib/http/route";
import { setPlaces } from "@/lib/interest/places";

export const dynamic = "force-dynamic";

/** Sets (or clears) how many people the milestone needs. */
export const POST = route("POST /api/interest/places/", async ({ session, body }) => setPlaces(session, body));
