import { route } from "@/lib/http/route";
import { whereOf } from "@/lib/http/answer-sign-in";
import { LEVEL } from "@/lib/auth/levels";
import { profileActionAnswerSchema, profileActionSchema, profileAnswerSchema } from "@/lib/auth/schemas";
import { changeProfile } from "@/lib/auth/profile/change-profile";
import { getOwnProfile } from "@/lib/auth/profile/get-profile";

export const dynamic = "force-dynamic";

// GET: ProfileAnswer (lib/auth/schemas.ts); quick access: 403 { errorMessage, redirect: "/all_projects/" }.
export const GET = route({ minLevel: LEVEL.quickAccess, answer: profileAnswerSchema }, async ({ session }) => getOwnProfile(session));

// POST { action: "remove2FA" } | { action: "updateEmail", newEmail } | { action: "verifyEmail", code | link_id }
// → 200 { response: "success", … }; 422 field errors; 403 { errorMessage, reauthenticate: true }
// when remove2FA / updateEmail come without a proof in the last 5 minutes (POST /api/auth/reauthenticate/).
export const POST = route(
  { minLevel: LEVEL.quickAccess, body: profileActionSchema, answer: profileActionAnswerSchema },
  async (ctx) => changeProfile(ctx.body, ctx.session, whereOf(ctx)),
);
