import "server-only";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { reserveMailSend } from "@/lib/rate-limit/allow-mail-send";
import { currentRequest } from "@/lib/request-context";
import { loginCodeMail } from "@/emails/login-code";
import { noAccessSignInMail, signInThroughProviderMail } from "@/emails/no-access";
import { CODE_LIFETIME_MS } from "../verification/codes";
import { sendCodeMail, sendNoticeInsteadOfCode } from "../verification/send-code-mail";
import { effectiveLevel, LEVEL } from "../../levels";
import { providerOnlyFor } from "../sso/provider-only";
import { resolveEmail } from "./resolve-email";

function emailLoginLink(linkId: string): string {
  return `${env().APP_URL}/email_login/?link_id=${linkId}`;
}

/**
 * POST /api/auth/email_domain_login/: mails a sign-in code and link to an account's address or
 * an organisation member's address, and to any other well-formed address (an unknown one, or a
 * disabled account's) a notice that it has no access here and whom to ask. Every address gets the
 * same answer for the same work (one code row, one mail), so the box cannot tell who has an
 * account. Over a send limit the answer is the same and no mail goes; the request is counted
 * against the asker's address either way.
 */
export async function requestSignInCode(email: string): Promise<void> {
  const [owner, providerOnly] = await Promise.all([resolveEmail(email), providerOnlyFor(email)]);
  const budget = await reserveMailSend(email);
  if (!budget) return;
  const browserHash = currentRequest().session.hash;
  const target = { purpose: "login" as const, email, to: email, browserHash };
  const hasAccess = owner && !(owner.kind === "account" && owner.disabled);
  // An organisation that signs in only through its own provider gets no code: a notice says how
  // to sign in instead. Its administrators still get codes, so a broken provider locks nobody out.
  const throughProvider = providerOnly && !(owner?.kind === "account" && effectiveLevel(owner.level) >= LEVEL.admin);
  if (throughProvider) logEvent("auth.sso_only_refused", { method: "email_code", providerId: providerOnly.id });
  const sending = throughProvider
    ? sendNoticeInsteadOfCode(target, signInThroughProviderMail(providerOnly.name, `${env().APP_URL}/login/`), "login_through_provider")
    : hasAccess
      ? sendCodeMail(
          {
            ...target,
            accountId: owner.kind === "account" ? owner.accountId : null,
            organisationId: owner.kind === "organisation" ? owner.organisationId : null,
          },
          (issued) => {
            const link = emailLoginLink(issued.linkId);
            return { ...loginCodeMail({ code: issued.code, link, minutes: CODE_LIFETIME_MS / 60_000 }), link };
          },
          "login_code",
        )
      : sendNoticeInsteadOfCode(target, noAccessSignInMail(), "login_no_access");
  await sending.catch(async (error: unknown) => {
    await budget.giveBack();
    throw error;
  });
  // The log says which (for the operator); the answer does not.
  logEvent("auth.login_code_sent", { kind: hasAccess ? owner.kind : "no_access" });
}
