import "server-only";
import { env } from "@/lib/env";
import { Invalid } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { currentRequest } from "@/lib/request-context";
import { reserveMailSend } from "@/lib/rate-limit/allow-mail-send";
import { loginCodeMail } from "@/emails/login-code";
import { MESSAGES } from "../messages";
import { CODE_LIFETIME_MS } from "../verification/codes";
import { sendCodeMail } from "../verification/send-code-mail";
import { effectiveLevel, LEVEL } from "../levels";
import { providerOnlyFor } from "../sso/provider-only";
import { resolveEmail } from "./resolve-email";

export function emailLoginLink(linkId: string): string {
  return `${env().APP_URL}/email_login/?link_id=${linkId}`;
}

/**
 * Mails a sign-in code and link to an account's address or an organisation member's address.
 * Over a send limit, or for a disabled account, the answer is the same and no mail goes.
 */
export async function requestSignInCode(email: string): Promise<void> {
  const [owner, providerOnly] = await Promise.all([resolveEmail(email), providerOnlyFor(email)]);
  if (!owner) throw new Invalid({ email: [MESSAGES.loginEmailInvalid] });
  const budget = await reserveMailSend(email);
  if (!budget) return;
  if (owner.kind === "account" && owner.disabled) return budget.giveBack();
  // An organisation that signs in only through its own provider gets no code (the login page
  // offers the provider instead); its administrators still do, so a broken provider locks
  // nobody out. The answer is the same either way.
  if (providerOnly && !(owner.kind === "account" && effectiveLevel(owner.level) >= LEVEL.admin)) {
    logEvent("auth.sso_only_refused", { method: "email_code", providerId: providerOnly.id });
    return budget.giveBack();
  }
  await sendCodeMail(
    {
      purpose: "login",
      email,
      to: email,
      accountId: owner.kind === "account" ? owner.accountId : null,
      organisationId: owner.kind === "organisation" ? owner.organisationId : null,
      browserHash: currentRequest().session.hash,
    },
    (issued) => {
      const link = emailLoginLink(issued.linkId);
      return { ...loginCodeMail({ code: issued.code, link, minutes: CODE_LIFETIME_MS / 60_000 }), link };
    },
    "login_code",
  ).catch(async (error: unknown) => {
    await budget.giveBack();
    throw error;
  });
  logEvent("auth.login_code_sent", { kind: owner.kind });
}
