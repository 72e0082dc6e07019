import "server-only";
import { db } from "@/lib/db";
import { effectiveLevel } from "../../levels";
import type { ProfileAnswer } from "../schemas";
import type { CurrentSession } from "../session";
import { profileOwner } from "./profile-owner";

/**
 * The profile (docs/product.md#entities), hand-picked: no hash, secret or code ever leaves here.
 * `emailAddress` is the account's email; an address asked for but not yet confirmed is
 * `pendingEmailAddress`.
 */
async function getProfile(accountId: number): Promise<ProfileAnswer> {
  const account = await db.account.findUniqueOrThrow({
    where: { id: accountId },
    select: {
      username: true,
      email: true,
      emailVerified: true,
      pendingEmail: true,
      verificationEmailSentAt: true,
      level: true,
      totpSecret: true,
      person: { select: { firstName: true, lastName: true } },
      _count: { select: { passkeys: true } },
    },
  });
  return {
    firstName: account.person?.firstName ?? "",
    lastName: account.person?.lastName ?? "",
    userName: account.username,
    emailAddress: account.email,
    emailAddressVerified: account.emailVerified,
    pendingEmailAddress: account.pendingEmail,
    verificationEmailSentDateTime: account.verificationEmailSentAt?.toISOString() ?? null,
    TwoFAEnabled: !!account.totpSecret,
    userLevel: effectiveLevel(account.level),
    passkeyCount: account._count.passkeys,
  };
}

/** GET /api/profile/: the signed-in account's own profile (quick access has none). */
export function getOwnProfile(session: CurrentSession): Promise<ProfileAnswer> {
  return getProfile(profileOwner(session));
}
