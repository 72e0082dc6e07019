import { json, route } from "@/lib/http/route";
import { reserveIpAttempt } from "@/lib/auth/login-attempts";
import { findSetPasswordLink, redeemSetPasswordLink } from "@/lib/auth/set-password/redeem-set-password-link";
import { setPasswordAnswerSchema, setPasswordSchema } from "@/lib/auth/set-password/schemas";

export const dynamic = "force-dynamic";

// Open to everyone, so it lives with the sign-in calls rather than under /api/admin/ (every one
// of which is level 9): whoever holds a set-password link an admin (or the operator) issued
// redeems it here. The link's 256-bit token is the authority.
// 200 { username } / { success, username }; 422 { token_error } or { password_error: [...] }.
export const POST = route({ minLevel: 0, body: setPasswordSchema, answer: setPasswordAnswerSchema }, async ({ body, ip, requestId }) => {
  // A token guess counts like a failed sign-in from this address; a live token gives it back.
  const ipAttempt = await reserveIpAttempt(ip, requestId);
  if (body.action === "check") {
    const link = await findSetPasswordLink(body.token);
    if (!link) return json({ token_error: true }, 422);
    await ipAttempt.giveBack();
    return { username: link.username };
  }
  const result = await redeemSetPasswordLink(body, requestId);
  if (result.kind === "token_error") return json({ token_error: true }, 422);
  await ipAttempt.giveBack();
  if (result.kind === "password_error") return json({ password_error: result.messages }, 422);
  return { success: true as const, username: result.username };
});
