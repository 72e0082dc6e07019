import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { db } from "@/lib/db";
import { type FieldErrors, Invalid } from "@/lib/errors";
import type { Actor } from "@/lib/activity/actor";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { createAccountSchema, type CreateAccountInput } from "./schemas";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { issueSetPasswordLink, type IssuedLink } from "@/lib/auth/set-password/issue-set-password-link";
import { queueSetPasswordMail } from "@/lib/auth/set-password/queue-set-password-mail";
import { accountSummary, type AccountSummary } from "./load-account";
import { ADMIN_TRANSACTION } from "@/lib/db/admin-transaction";

/**
 * Creates an account without a password and a set-password link for it, in one transaction.
 * The account is linked to the person with the same email, if there is one. With `mailLink` the
 * link's mail is queued in the same transaction (the screen); without, the caller prints the
 * link (operator command line).
 */
export async function createAccount(
  actor: Actor,
  input: CreateAccountInput,
  options: { mailLink: boolean },
): Promise<{ account: AccountSummary; link: IssuedLink }> {
  const parsed = createAccountSchema.safeParse(input);
  if (!parsed.success) throw new Invalid(fieldErrorsOf(parsed.error));
  const { username, email, level } = parsed.data;
  return db.$transaction(async (tx) => {
    // Two creations with the same name or address queue up here instead of racing the check.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('account:create'))`;
    const errors: FieldErrors = {};
    if (await tx.account.findUnique({ where: { username }, select: { id: true } })) errors.username = [M.usernameTaken];
    if (await tx.account.findUnique({ where: { email }, select: { id: true } })) errors.email = [M.accountEmailTaken];
    if (Object.keys(errors).length) throw new Invalid(errors);
    const person = await tx.person.findFirst({ where: { email }, select: { id: true }, orderBy: { id: "asc" } });
    const account = await tx.account.create({
      data: { username, email, level, personId: person?.id ?? null },
      select: accountSummary,
    });
    const link = await issueSetPasswordLink(tx, account);
    if (options.mailLink) await queueSetPasswordMail(tx, account, link);
    await logActivity(tx, {
      session: actor,
      action: "account.create",
      entityType: "account",
      entityId: account.id,
      personId: account.personId,
      summary: `Created account ${username} (level ${level})`,
      after: { username, email, level, personId: account.personId },
    });
    return { account, link };
  }, ADMIN_TRANSACTION);
}
