import { escapeHtml, type RenderedMail } from "./layout";

// The editors' and admins' daily digest of new requests to join milestones
// (docs/product.md#interest-requests): what was asked since the last one and still waits, with a
// link to To decide, and how to stop it (the profile's switch, and a visible unsubscribe link
// beside the List-Unsubscribe header of its mail category). Everything a requester typed (their
// name) is in the body only, escaped in the HTML; the subject carries a count alone.

export type DigestItem = { name: string; stage: string; milestone: string; project: string; asked: string };

/** At most this many requests are listed; the rest are counted. */
const DIGEST_LISTED = 50;

function shorten(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function requestDigestMail(input: { items: DigestItem[]; toDecideUrl: string; profileUrl: string; unsubscribeUrl: string }): RenderedMail {
  const count = input.items.length;
  const subject = `Project Directory: ${count} new request${count === 1 ? "" : "s"} to join milestones`;
  const intro =
    count === 1
      ? "This request to join a milestone was asked since the last digest and waits for a decision:"
      : `These ${count} requests to join milestones were asked since the last digest and wait for a decision:`;
  const listed = input.items.slice(0, DIGEST_LISTED);
  const more = count - listed.length;
  const line = (i: DigestItem) => `${shorten(i.name, 201)} (${i.stage}), asked ${i.asked}: "${shorten(i.milestone)}" of the project "${shorten(i.project, 120)}"`;
  const moreText = more > 0 ? `And ${more} more.` : "";
  const why = "Each milestone's leads were mailed their requests at once; as an editor or administrator you may decide them too.";
  const stop = "To stop this digest, turn it off under \"Daily digest of requests\" on your profile, or unsubscribe with this link:";
  const text = [
    "Hello,",
    "",
    intro,
    "",
    ...listed.map((i) => `- ${line(i)}`),
    ...(moreText ? ["", moreText] : []),
    "",
    `Decide them on My Requests, under To decide: ${input.toDecideUrl}`,
    "",
    why,
    "",
    `${stop} ${input.unsubscribeUrl}`,
    `Your profile: ${input.profileUrl}`,
    "",
    "The Project Directory team",
  ].join("\n");
  const items = listed.map((i) => `<li style="margin-bottom:8px">${escapeHtml(line(i))}</li>`).join("\n");
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;font-size:16px;line-height:1.5">
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<ul style="padding-left:20px">
${items}
</ul>
${moreText ? `<p>${escapeHtml(moreText)}</p>` : ""}
<p style="margin:24px 0"><a href="${escapeHtml(input.toDecideUrl)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">Decide them</a></p>
<p style="font-size:14px;color:#475569">${escapeHtml(why)}</p>
<p style="font-size:14px;color:#475569">To stop this digest, turn it off under "Daily digest of requests" on ${link(input.profileUrl, "your profile")}, or ${link(input.unsubscribeUrl, "unsubscribe")}.</p>
<p>The Project Directory team</p>
</div></body></html>`;
  return { subject, text, html };
}
