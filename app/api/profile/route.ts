import { route } from "@/lib/http/route";
import { Forbidden } from "@/lib/errors";
import { LEVEL } from "@/lib/auth/levels";
import type { CurrentSession } from "@/lib/auth/session";
import { profileActionSchema } from "@/lib/auth/schemas";
import { requireAccountId } from "@/lib/auth/require-account";
import { requireFreshProof } from "@/lib/auth/reauth/fresh-proof";
import { getProfile } from "@/lib/auth/profile/get-profile";
import { updateEmail } from "@/lib/auth/profile/update-email";
import { verifyEmail } from "@/lib/auth/profile/verify-email";
import { removeTwoFactor } from "@/lib/auth/two-factor/remove-two-factor";
import { notifySecurityChange } from "@/lib/mail/notify-security-change";

export const dynamic = "force-dynamic";

/** Quick-access visitors have no profile: they go back to their projects. */
function profileOwner(session: CurrentSession): number {
  if (session.level === LEVEL.quickAccess) {
    throw new Forbidden("Quick access has no profile.", { redirect: "/all_projects/" });
  }
  return requireAccountId(session);
}

// GET: ProfileAnswer (lib/auth/schemas.ts).
export const GET = route({ minLevel: LEVEL.quickAccess }, async ({ session }) => getProfile(profileOwner(session)));

// POST { action: "remove2FA" } | { action: "updateEmail", newEmail } | { action: "verifyEmail", code | link_id }
// → 200 { response: "success", … }; 422 field errors; 403 { errorMessage, reauthenticate: true }
// when remove2FA / updateEmail come without a proof in the last 5 minutes (POST /api/auth/reauthenticate/).
export const POST = route({ minLevel: LEVEL.quickAccess, body: profileActionSchema }, async ({ body, session, ip, requestId, req }) => {
  const accountId = profileOwner(session);
  const userAgent = req.headers.get("user-agent");
  switch (body.action) {
    case "remove2FA":
      requireFreshProof(session);
      await removeTwoFactor(accountId, requestId);
      notifySecurityChange({ accountId, change: "two_factor_off", userAgent, requestId });
      return { response: "success" };
    case "updateEmail": {
      requireFreshProof(session);
      // The same answer whether or not another account has the address (no account oracle).
      const { sentAt } = await updateEmail(accountId, body.newEmail, { ip, requestId, userAgent });
      return { response: "success", verificationEmailSentDateTime: sentAt?.toISOString() ?? null };
    }
    case "verifyEmail":
      await verifyEmail(accountId, body, requestId, userAgent);
      return { response: "success", emailAddressVerified: 2 };
  }
});
