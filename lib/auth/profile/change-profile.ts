import "server-only";
import { requireFreshProof } from "../reauth/fresh-proof";
import type { ProfileAction, ProfileActionAnswer } from "../schemas";
import type { CurrentSession } from "../session";
import { removeTwoFactor } from "../two-factor/remove-two-factor";
import { profileOwner } from "./profile-owner";
import { updateEmail } from "./update-email";
import { verifyEmail } from "./verify-email";

/**
 * POST /api/profile/: one change to the signed-in account's profile. Removing 2FA and changing
 * the address need a proof given in the last 5 minutes (a stolen cookie alone cannot).
 */
export async function changeProfile(action: ProfileAction, session: CurrentSession): Promise<ProfileActionAnswer> {
  const accountId = profileOwner(session);
  switch (action.action) {
    case "remove2FA":
      requireFreshProof(session);
      await removeTwoFactor(accountId);
      return { response: "success" };
    case "updateEmail": {
      requireFreshProof(session);
      // The same answer whether or not another account has the address (no account oracle).
      const { sentAt } = await updateEmail(accountId, action.newEmail);
      return { response: "success", verificationEmailSentDateTime: sentAt?.toISOString() ?? null };
    }
    case "verifyEmail":
      await verifyEmail(accountId, action);
      return { response: "success", emailAddressVerified: 2 };
  }
}
