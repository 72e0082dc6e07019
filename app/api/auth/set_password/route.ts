import { route } from "@/lib/http/route";
import { reply } from "@/lib/http/reply";
import { reserveIpAttempt } from "@/lib/auth/sign-in-attempts";
import { findSetPasswordLink, redeemSetPasswordLink } from "@/lib/auth/set-password/redeem-set-password-link";

export const dynamic = "force-dynamic";

// Open to everyone, so it lives with the sign-in calls rather than under /api/admin/ (every one
// of which is level 9): whoever holds a set-password link an admin (or the operator) issued
// redeems it here. The link's 256-bit token is the authority.
// 200 { username } / { success, username }; 422 { token_error } or { password_error: [...] }.
export const POST = route("POST /api/auth/set_password/", async ({ body }) => {
  // A token guess counts like a failed sign-in from this address; a live token gives it back.
  const ipAttempt = await reserveIpAttempt();
  if (body.action === "check") {
    const link = await findSetPasswordLink(body.token);
    if (!link) return reply({ token_error: true }, { status: 422 });
    await ipAttempt.giveBack();
    return { username: link.username };
  }
  const result = await redeemSetPasswordLink(body);
  if (result.kind === "token_error") return reply({ token_error: true }, { status: 422 });
  await ipAttempt.giveBack();
  if (result.kind === "password_error") return reply({ password_error: result.messages }, { status: 422 });
  return { success: true as const, username: result.username };
});
