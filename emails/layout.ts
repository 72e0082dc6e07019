// The shared look of every mail: plain HTML with inline styles (mail clients drop <style>),
// the code large and spaced for easy reading and copying, and a plain-text twin.

export type RenderedMail = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export type CodeMailParts = {
  subject: string;
  greeting: string;
  intro: string;
  code: string;
  link?: { url: string; label: string };
  minutes: number;
  closing: string;
};

export function renderCodeMail(parts: CodeMailParts): RenderedMail {
  const validity = `The code${parts.link ? " and the link" : ""} can be used once and stay${parts.link ? "" : "s"} valid for ${parts.minutes} minutes. Only the most recent code you asked for works.`;
  const text = [
    parts.greeting,
    "",
    parts.intro,
    "",
    `Your code: ${parts.code}`,
    "",
    ...(parts.link ? [`Or open this link: ${parts.link.url}`, ""] : []),
    validity,
    "",
    parts.closing,
    "",
    "The Project Directory team",
  ].join("\n");
  const button = parts.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.link.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.link.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(parts.link.url)}</span></p>`
    : "";
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:16px">${escapeHtml(parts.greeting)}</p>
<p style="font-size:16px;line-height:1.5">${escapeHtml(parts.intro)}</p>
<p style="font-size:14px;color:#475569;margin-bottom:4px">Your code</p>
<p style="font-family:'Courier New',Courier,monospace;font-size:36px;font-weight:700;letter-spacing:8px;margin:0 0 16px;user-select:all">${escapeHtml(parts.code)}</p>
${button}
<p style="font-size:14px;line-height:1.5;color:#475569">${escapeHtml(validity)}</p>
<p style="font-size:14px;line-height:1.5;color:#475569">${escapeHtml(parts.closing)}</p>
<p style="font-size:16px">The Project Directory team</p>
</div></body></html>`;
  return { subject: parts.subject, text, html };
}

/** A mail of plain paragraphs (no code, no button): notices. */
export function renderNoticeMail(subject: string, paragraphs: string[]): RenderedMail {
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
