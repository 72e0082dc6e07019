import { renderNoticeMail, escapeHtml, type RenderedMail } from "./layout";

// "Your data is ready" (docs/product.md#download-my-data): the one-time link to the download
// page, for the account that asked. The link acts only for that account, signed in, so the mail
// is stored sealed like every mail with a link.

export function dataExportReadyMail(input: { about: string | null; url: string; hours: number; username: string }): RenderedMail {
  const what = input.about ? `The data of ${input.about} that you asked for` : "The copy of your data that you asked for";
  const paragraphs = [
    `${what} is ready to download.`,
    `Open this link and choose Download, signed in as ${input.username}. It works once, for ${input.hours} hours: ${input.url}`,
    "If you did not ask for it, you can ignore this email: nobody else can use the link.",
  ];
  const mail = renderNoticeMail("Project Directory: your data is ready to download", paragraphs);
  // The address as a link in the HTML part (the notice layout prints it as text).
  return { ...mail, html: mail.html.replace(escapeHtml(input.url), `<a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a>`) };
}
