import "server-only";
import { requireFreshProof } from "../reauth/fresh-proof";
import type { ProfileAction, ProfileActionAnswer } from "../schemas";
import type { CurrentSession } from "../session";
import type { RequestWhere } from "../sign-in/sign-in-outcome";
import { removeTwoFactor } from "../two-factor/remove-two-factor";
import { profileOwner } from "./profile-owner";
import { updateEmail } from "./update-email";
import { verifyEmail } from "./verify-email";

/**
 * POST /api/profile/: one change to the signed-in account's profile. Removing 2FA and changing
 * the address need a proof given in the last 5 minutes (a stolen cookie alone cannot).
 */
export async function changeProfile(action: ProfileAction, session: CurrentSession, where: RequestWhere): Promise<ProfileActionAnswer> {
  const accountId = profileOwner(session);
  const { ip, requestId, userAgent } = where;
  switch (action.action) {
    case "remove2FA":
      requireFreshProof(session);
      await removeTwoFactor(accountId, requestId, userAgent);
      return { response: "success" };
    case "updateEmail": {
      requireFreshProof(session);
      // The same answer whether or not another account has the address (no account oracle).
      const { sentAt } = await updateEmail(accountId, action.newEmail, { ip, requestId, userAgent });
      return { response: "success", verificationEmailSentDateTime: sentAt?.toISOString() ?? null };
    }
    case "verifyEmail":
      await verifyEmail(accountId, action, requestId, userAgent);
      return { response: "success", emailAddressVerified: 2 };
  }
}
