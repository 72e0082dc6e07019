import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { resendVerificationEmail } from "@/lib/auth/profile/resend-verification-email";

export const dynamic = "force-dynamic";

// A GET, as the product's calls have it (docs/product.md#calls).
// 200 { response: "sent", verificationEmailSentDateTime, message }; older codes and links stop
// working. The mail goes to the address waiting for confirmation, else to the account's own
// unverified one; 422 { errorMessage } when there is nothing to verify. Only the app's own pages
// can call it (changesState): another site cannot spend the mail budget.
export const GET = route("GET /api/resendverificationemail/", async ({ session }) =>
  resendVerificationEmail(requireAccountId(session)),
);
