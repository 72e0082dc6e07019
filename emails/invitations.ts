import { escapeHtml, type RenderedMail } from "./layout";

// The mails of invitations (docs/product.md#invitations) and of "open to projects"
// (docs/product.md#open-to-projects): the invitation to the member, the answer to the decider who
// invited them, and the reminder that an "open to projects" has ended. Each can be stopped: a
// visible unsubscribe link in the body beside the List-Unsubscribe header of its category (the body
// is sealed when stored, as the link acts for its holder). What a person typed (a message, a note)
// is in the body only, as text: escaped in the HTML, never in the subject.

type Link = { url: string; label: string };

function render(subject: string, lines: string[], link: Link, unsubscribe: { url: string; what: string }): RenderedMail {
  const stop = `To stop ${unsubscribe.what}, unsubscribe with this link: ${unsubscribe.url}`;
  const text = [...lines.flatMap((l) => [l, ""]), `${link.label}: ${link.url}`, "", stop, "", "The Project Directory team"].join("\n");
  const paragraphs = lines.map((l) => `<p style="white-space:pre-wrap">${escapeHtml(l)}</p>`).join("\n");
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;font-size:16px;line-height:1.5">
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link.url)}</span></p>
<p style="font-size:14px;color:#475569">To stop ${escapeHtml(unsubscribe.what)}, <a href="${escapeHtml(unsubscribe.url)}" style="color:#1d4ed8">unsubscribe</a>.</p>
<p>The Project Directory team</p>
</div></body></html>`;
  return { subject, text, html };
}

const INVITATIONS = "invitations to join milestones";

export function invitationMail(input: { inviter: string; milestone: string; project: string; role: string; message: string; url: string; unsubscribeUrl: string }): RenderedMail {
  return render(
    "Project Directory: you are invited to join a milestone",
    [
      `${input.inviter} invites you to join the milestone "${input.milestone}" of the project "${input.project}" as ${input.role}.`,
      input.message ? `Their message:\n${input.message}` : "They left no message.",
      "You said you are open to projects. Accept or decline the invitation on your profile.",
    ],
    { url: input.url, label: "See the invitation" },
    { url: input.unsubscribeUrl, what: INVITATIONS },
  );
}

export function invitationAnsweredMail(input: { name: string; accepted: boolean; milestone: string; project: string; role: string; message: string; url: string; unsubscribeUrl: string }): RenderedMail {
  const lines = input.accepted
    ? [`${input.name} accepted your invitation to join the milestone "${input.milestone}" of the project "${input.project}". They are now on it as ${input.role}.`]
    : [
        `${input.name} declined your invitation to join the milestone "${input.milestone}" of the project "${input.project}".`,
        input.message ? `Their message:\n${input.message}` : "They left no message.",
      ];
  return render(
    `Project Directory: your invitation was ${input.accepted ? "accepted" : "declined"}`,
    lines,
    { url: input.url, label: "See the milestone" },
    { url: input.unsubscribeUrl, what: "invitations to join milestones and the answers to yours" },
  );
}
export function renewOpenMail(input: { until: string; url: string; unsubscribeUrl: string }): RenderedMail {
  return render(
    "Project Directory: your \"open to projects\" has ended",
    [
      `You said you were open to projects until ${input.until}. Since then the leads of milestones looking for people no longer see you.`,
      "Would you like to be shown again? Choose a new day under \"Open to projects\" on your profile. If not, there is nothing to do.",
    ],
    { url: input.url, label: "Renew on your profile" },
    { url: input.unsubscribeUrl, what: "these reminders" },
  );
}
