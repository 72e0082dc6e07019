import { json, route } from "@/lib/http/route";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { changePassword } from "@/lib/auth/change-password";
import { LEVEL } from "@/lib/auth/levels";
import { requireAccountId } from "@/lib/auth/require-account";
import { notifySecurityChange } from "@/lib/mail/notify-security-change";

export const dynamic = "force-dynamic";

// 200 { response: "success" }; 422 { response: "errors", errors: [messages] }.
export const POST = route({ minLevel: LEVEL.account, body: changePasswordSchema }, async ({ body, session, ip, requestId, req }) => {
  const accountId = requireAccountId(session);
  const errors = await changePassword(accountId, body, { ip, requestId, sessionHash: session.hash });
  if (errors.length) return json({ response: "errors", errors }, 422);
  notifySecurityChange({ accountId, change: "password_changed", userAgent: req.headers.get("user-agent"), requestId });
  return { response: "success" };
});
