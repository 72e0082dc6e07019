import { escapeHtml, type RenderedMail } from "./layout";

// An opportunity alert (docs/product.md#opportunity-alerts): the milestones that newly match one
// of the member's saved searches, each with a link to its project's page. Every text that came
// from a person (the search's name, descriptions) is escaped in the HTML.

type AlertItem = { projectName: string; milestone: string; url: string };

export type AlertMailParts = {
  searchName: string;
  items: AlertItem[];
  /** Matches beyond those listed: they come in the next mail. */
  more: boolean;
  profileUrl: string;
  /** Open to join: every milestone looking for people now (docs/product.md#open-to-join). */
  boardUrl: string;
  /** The unsubscribe pages: this saved search's alerts only, and every alert. */
  stopSearchUrl: string;
  stopAllUrl: string;
};

function shorten(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function opportunityAlertMail(parts: AlertMailParts): RenderedMail {
  const count = parts.items.length;
  const subject = `${count} new milestone${count === 1 ? "" : "s"} for your search "${shorten(parts.searchName, 60)}"`;
  const intro = `These milestones are new in the Project Directory, or newly match your saved search "${parts.searchName}":`;
  const moreText = "There are more: they will come in your next alert.";
  const boardText = "Every milestone looking for people now, whether new or not, is listed under Open to join:";
  const manage = `To rename this search, change how often it is sent or delete it, open Saved searches on your profile: ${parts.profileUrl}`;
  const text = [
    "Hello,",
    "",
    intro,
    "",
    ...parts.items.flatMap((item) => [`- ${shorten(item.milestone)} (project: ${shorten(item.projectName, 120)})`, `  ${item.url}`]),
    "",
    ...(parts.more ? [moreText, ""] : []),
    `${boardText} ${parts.boardUrl}`,
    "",
    manage,
    `To stop the alerts of this search only: ${parts.stopSearchUrl}`,
    `To stop all alerts: ${parts.stopAllUrl}`,
    "",
    "The Project Directory team",
  ].join("\n");
  const list = parts.items
    .map(
      (item) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(item.url)}" style="color:#1d4ed8">${escapeHtml(shorten(item.milestone))}</a><br><span style="font-size:14px;color:#475569">Project: ${escapeHtml(shorten(item.projectName, 120))}</span></li>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:16px">Hello,</p>
<p style="font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
<ul style="font-size:16px;line-height:1.5;padding-left:20px">
${list}
</ul>
${parts.more ? `<p style="font-size:14px;color:#475569">${escapeHtml(moreText)}</p>` : ""}
<p style="font-size:14px;line-height:1.5;color:#475569">${escapeHtml(boardText)} <a href="${escapeHtml(parts.boardUrl)}" style="color:#1d4ed8">${escapeHtml(parts.boardUrl)}</a></p>
<p style="font-size:14px;line-height:1.5;color:#475569">To rename this search, change how often it is sent or delete it, open <a href="${escapeHtml(parts.profileUrl)}" style="color:#1d4ed8">Saved searches on your profile</a>.</p>
<p style="font-size:14px;line-height:1.5;color:#475569"><a href="${escapeHtml(parts.stopSearchUrl)}" style="color:#1d4ed8">Stop the alerts of this search only</a> · <a href="${escapeHtml(parts.stopAllUrl)}" style="color:#1d4ed8">Stop all alerts</a></p>
<p style="font-size:16px">The Project Directory team</p>
</div></body></html>`;
  return { subject, text, html };
}
