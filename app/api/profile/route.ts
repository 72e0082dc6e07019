import { route } from "@/lib/http/route";
import { changeProfile } from "@/lib/auth/profile/change-profile";
import { getOwnProfile } from "@/lib/auth/profile/get-profile";

export const dynamic = "force-dynamic";

// GET: ProfileAnswer (lib/auth/schemas.ts); quick access: 403 { errorMessage, redirect: "/all_projects/" }.
export const GET = route("GET /api/profile/", async ({ session }) => getOwnProfile(session));

// POST { action: "remove2FA" } | { action: "updateEmail", newEmail } | { action: "verifyEmail", code | link_id }
// → 200 { response: "success", … }; 422 field errors; 403 { errorMessage, reauthenticate: true }
// when remove2FA / updateEmail come without a proof in the last 5 minutes (POST /api/auth/reauthenticate/).
export const POST = route("POST /api/profile/", async ({ body, session }) => changeProfile(body, session));
