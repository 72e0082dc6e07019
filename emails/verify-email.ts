import { renderCodeMail, type RenderedMail } from "./layout";

export function verifyEmailMail(input: { code: string; link: string; username: string; minutes: number }): RenderedMail {
  return renderCodeMail({
    subject: "Please confirm your email address for the Project Directory",
    greeting: `Hello ${input.username},`,
    intro: "Please confirm that this is your email address. Open the link below while signed in, or enter the code on your profile page.",
    code: input.code,
    link: { url: input.link, label: "Confirm my email address" },
    minutes: input.minutes,
    closing: "If you did not change your email address on the Project Directory, please tell us by replying to this email.",
  });
}
