import { escapeHtml, type RenderedMail } from "@/emails/layout";

// The invitation a new account receives. The link comes first in the text part (mail
// clients and tests pick the first address), then how long it works.

export function setPasswordMail(input: { username: string; url: string; hours: number }): RenderedMail {
  const subject = "Set your Project Directory password";
  const intro = `An administrator has created a Project Directory account for you. Your username is ${input.username}. Open this link to choose your password:`;
  const validity = `The link works once and stays valid for ${input.hours} hours. If it has expired, ask an administrator for a new one.`;
  const closing = "If you were not expecting this, you can ignore this email: nobody can use the account without the link.";
  const text = [`Hello ${input.username},`, "", intro, "", input.url, "", validity, "", closing, "", "The Project Directory team"].join("\n");
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:16px">Hello ${escapeHtml(input.username)},</p>
<p style="font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">Set my password</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(input.url)}</span></p>
<p style="font-size:14px;line-height:1.5;color:#475569">${escapeHtml(validity)}</p>
<p style="font-size:14px;line-height:1.5;color:#475569">${escapeHtml(closing)}</p>
<p style="font-size:16px">The Project Directory team</p>
</div></body></html>`;
  return { subject, text, html };
}
