import { escapeHtml, type RenderedMail } from "./layout";

// A short notice after a change to how someone signs in: what changed, when, from which
// browser, and what to do if it was not them. No links to act on: a notice that asks nothing
// cannot be imitated to lure anyone into a sign-in.

export type SecurityChange =
  | "password_changed"
  | "password_reset"
  | "email_change_requested"
  | "email_changed"
  | "two_factor_on"
  | "two_factor_off"
  | "passkey_added"
  | "passkey_removed"
  | "signed_out_everywhere"
  | "provider_linked";

const WHAT: Record<SecurityChange, { subject: string; sentence: (detail?: string) => string }> = {
  password_changed: { subject: "Your password was changed", sentence: () => "The password of your account was changed." },
  password_reset: { subject: "Your password was reset", sentence: () => "The password of your account was reset with a code sent to this address." },
  email_change_requested: {
    subject: "A change of your email address was requested",
    sentence: (to) => `Someone signed in to your account asked to change its email address to ${to ?? "a new address"}. It changes only once the new address is confirmed.`,
  },
  email_changed: { subject: "Your email address was changed", sentence: (to) => `The email address of your account is now ${to ?? "a new address"}.` },
  two_factor_on: { subject: "Two-factor authentication was turned on", sentence: () => "Two-factor authentication with an authenticator app was turned on for your account." },
  two_factor_off: { subject: "Two-factor authentication was turned off", sentence: () => "Two-factor authentication was turned off for your account." },
  passkey_added: { subject: "A passkey was added to your account", sentence: (name) => `A passkey${name ? ` named "${name}"` : ""} was added to your account. It can now sign in without a password.` },
  passkey_removed: { subject: "A passkey was removed from your account", sentence: () => "A passkey was removed from your account." },
  signed_out_everywhere: { subject: "You were signed out everywhere else", sentence: () => "Every other browser signed in to your account was signed out." },
  provider_linked: {
    subject: "Your account was linked to your organisation's sign-in",
    sentence: (organisation) =>
      `Your account was signed in to through ${organisation ?? "your organisation"}'s own sign-in for the first time, with this email address. From now on that work account signs you in here.`,
  },
};

const UK = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", dateStyle: "long", timeStyle: "short" });
const UTC = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", timeStyle: "short" });

/** "25 November 2026 at 09:41 UK time (09:41 UTC)" */
function ukTimeWithUtc(at: Date): string {
  return `${UK.format(at).replace(", ", " at ")} UK time (${UTC.format(at)} UTC)`;
}

export function securityNoticeMail(input: {
  change: SecurityChange;
  username: string;
  at: Date;
  device: string;
  detail?: string;
}): RenderedMail {
  const what = WHAT[input.change];
  const subject = `Project Directory: ${what.subject}`;
  const lines = [
    `Hello ${input.username},`,
    what.sentence(input.detail),
    `When: ${ukTimeWithUtc(input.at)}`,
    `From: ${input.device}`,
    "If this was you, there is nothing more to do.",
    "If it was not you, reset your password at once from the login page (Forgotten your password?), then check your two-factor authentication and passkeys on your profile and sign out everywhere else. If you cannot sign in, reply to this email.",
  ];
  const text = [...lines.flatMap((l) => [l, ""]), "The Project Directory team"].join("\n");
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;font-size:16px;line-height:1.5">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p>The Project Directory team</p>
</div></body></html>`;
  return { subject, text, html };
}
