import { renderCodeMail, type RenderedMail } from "./layout";

export function loginCodeMail(input: { code: string; link: string; minutes: number }): RenderedMail {
  return renderCodeMail({
    subject: "Your Project Directory sign-in code",
    greeting: "Hello,",
    intro: "Here is your code to sign in to the Project Directory. Type it into the sign-in page, or use the link below.",
    code: input.code,
    link: { url: input.link, label: "Sign in to the Project Directory" },
    minutes: input.minutes,
    closing: "If you did not ask to sign in, you can ignore this email: nobody can sign in without the code.",
  });
}
