import { escapeHtml, type RenderedMail } from "./layout";

/**
 * To the owner of an address someone asked to move their account to. It carries no code: the
 * address already has an account, so the change can never be confirmed. The person asking is
 * answered exactly as for a free address, so the profile cannot test who has an account.
 */
export function emailInUseNoticeMail(): RenderedMail {
  const subject = "Someone tried to use your email address on the Project Directory";
  const paragraphs = [
    "Hello,",
    "Someone tried to use this address for another account on the Project Directory: a person signed in there asked to change their email address to it. As this address already belongs to an account, nothing has changed and no code was sent.",
    "If that was you, sign in with this address instead, or choose a different address for your other account.",
    "If it was not you, you do not need to do anything: nobody can take over this address from another account.",
  ];
  const text = [...paragraphs.flatMap((p) => [p, ""]), "The Project Directory team"].join("\n");
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`).join("\n")}
<p style="font-size:16px">The Project Directory team</p>
</div></body></html>`;
  return { subject, text, html };
}
