import { escapeHtml, type RenderedMail } from "./layout";

// The mails of interest requests (docs/product.md#interest-requests): a new request to the
// milestone's leads, and the decision to the requester. Everything a person typed (names,
// message) is text: escaped in the HTML, never read as markup.

function render(subject: string, lines: string[], link?: { url: string; label: string }): RenderedMail {
  const text = [...lines.flatMap((l) => [l, ""]), ...(link ? [`${link.label}: ${link.url}`, ""] : []), "The Project Directory team"].join("\n");
  const paragraphs = lines.map((l) => `<p style="white-space:pre-wrap">${escapeHtml(l)}</p>`).join("\n");
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link.url)}</span></p>`
    : "";
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;font-size:16px;line-height:1.5">
${paragraphs}
${button}
<p>The Project Directory team</p>
</div></body></html>`;
  return { subject, text, html };
}

export function newInterestMail(input: {
  name: string;
  email: string;
  stage: string;
  message: string;
  milestone: string;
  project: string;
  organisation: string | null;
  url: string;
}): RenderedMail {
  const lines = [
    `${input.name} (${input.email}) would like to join the milestone "${input.milestone}" of the project "${input.project}".`,
    `Stage: ${input.stage}`,
    ...(input.organisation ? [`They asked through ${input.organisation}'s quick access; their work address is confirmed.`] : []),
    input.message ? `Their message:\n${input.message}` : "They left no message.",
    "You can accept or decline the request on My Requests, under To decide.",
  ];
  // The subject carries nothing the requester typed (a name can be any text): it is shown
  // unescaped by every mail client's list, and only the body says who asked.
  return render("Project Directory: a new request to join a milestone", lines, { url: input.url, label: "See the request" });
}

export function interestDecidedMail(input: {
  accepted: boolean;
  milestone: string;
  project: string;
  role: string | null;
  message: string;
  url: string;
}): RenderedMail {
  const lines = input.accepted
    ? [
        `Your request to join the milestone "${input.milestone}" of the project "${input.project}" was accepted.`,
        `You are now on the milestone as ${input.role ?? "a contributor"}.`,
      ]
    : [
        `Your request to join the milestone "${input.milestone}" of the project "${input.project}" was declined.`,
        input.message ? `The lead's message:\n${input.message}` : "The lead left no message.",
      ];
  return render(
    `Project Directory: your request was ${input.accepted ? "accepted" : "declined"}`,
    lines,
    { url: input.url, label: "See your requests" },
  );
}

type ClosedRequest = { milestone: string; project: string; url: string };

/** A waiting request closed without the lead's decision: the milestone filled up, or ended. */
function requestClosedMail(input: ClosedRequest, subject: string, why: string): RenderedMail {
  return render(
    `Project Directory: the milestone you asked to join ${subject}`,
    [
      `Thank you for your interest in the milestone "${input.milestone}" of the project "${input.project}".`,
      `${why}, so the lead could not take your request this time. Other milestones may be looking for someone: their project pages show "I'm interested".`,
    ],
    { url: input.url, label: "See your requests" },
  );
}

/** To the others waiting when the lead marks the milestone fully subscribed. */
export const milestoneFullMail = (input: ClosedRequest) => requestClosedMail(input, "is now fully subscribed", "It is now fully subscribed");

/** To those still waiting when the milestone's end date has passed (lib/interest/close-ended.ts). */
export const milestoneEndedMail = (input: ClosedRequest) => requestClosedMail(input, "has ended", "It has now ended");
