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

// "Your data could not be prepared": the last try failed (or the person is no longer in the
// directory), so the asker is not left waiting for a mail that will not come. `about`: the
// person an administrator asked for ("" when they are gone), null for one's own data.
export function dataExportFailedMail(input: { about: string | null }): RenderedMail {
  const what = input.about === null ? "the copy of your data" : `the data of ${input.about || "the person"}`;
  return renderNoticeMail("Project Directory: your data could not be prepared", [
    `We could not prepare ${what} that you asked for. Nothing was sent anywhere.`,
    input.about === null
      ? "You can ask again from your profile. If it fails again, please tell the directory's administrator."
      : "You can ask again from People in the administration screen. If it fails again, the server's log says why (data_export.failed).",
  ]);
}
