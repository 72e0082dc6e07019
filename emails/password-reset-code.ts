import { renderCodeMail, type RenderedMail } from "./layout";

export function passwordResetCodeMail(input: { code: string; username: string; minutes: number }): RenderedMail {
  return renderCodeMail({
    subject: "Reset your Project Directory password",
    greeting: `Hello ${input.username},`,
    intro: "We received a request to reset your password. Enter this code on the password reset page, in the same browser, together with your new password.",
    code: input.code,
    minutes: input.minutes,
    closing: "If you did not ask for a new password, you can ignore this email: your password stays as it is.",
  });
}
