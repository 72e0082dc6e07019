import { escapeHtml, type RenderedMail } from "./layout";

// The review reminder to a project's leads (docs/product.md#review-reminders): two answers, each
// one click — "Still current" (a page that asks for one more click, so a mail scanner opening
// the link records nothing) and "Update it" (the project's own page).

export function reviewReminderMail(input: {
  project: string;
  since: string;
  overdue: boolean;
  stillCurrentUrl: string;
  updateUrl: string;
  /** the unsubscribe page for review reminders to this address */
  stopUrl: string;
}): RenderedMail {
  const subject = `Is "${input.project}" still current?`;
  const why = input.overdue
    ? `The project "${input.project}" has passed its expected completion date and is not marked Completed.`
    : `The project "${input.project}" has not been changed or checked since ${input.since}.`;
  const ask = "You lead it: please tell us whether its entry in the Project Directory is still right.";
  const text = [
    "Hello,",
    "",
    why,
    ask,
    "",
    `Still current (nothing to change): ${input.stillCurrentUrl}`,
    "",
    `Update it: ${input.updateUrl}`,
    "",
    "If nothing is done, you will be reminded again in 30 days.",
    `To stop review reminders: ${input.stopUrl}`,
    "",
    "The Project Directory team",
  ].join("\n");
  const button = (url: string, label: string, colour: string) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;background:${colour};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;margin:4px 8px 4px 0">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:16px">Hello,</p>
<p style="font-size:16px;line-height:1.5">${escapeHtml(why)}</p>
<p style="font-size:16px;line-height:1.5">${escapeHtml(ask)}</p>
<p style="margin:24px 0">${button(input.stillCurrentUrl, "Still current", "#047857")}${button(input.updateUrl, "Update it", "#1d4ed8")}</p>
<p style="font-size:14px;line-height:1.5;color:#475569">If nothing is done, you will be reminded again in 30 days. <a href="${escapeHtml(input.stopUrl)}" style="color:#1d4ed8">Stop review reminders</a></p>
<p style="font-size:16px">The Project Directory team</p>
</div></body></html>`;
  return { subject, text, html };
}
