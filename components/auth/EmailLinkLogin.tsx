"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import { Button } from "@/components/ui/Button";
import { SignInEmailField } from "./SignInEmailField";
import { isUuidV4 } from "./codes";
import { allMessagesOf } from "./field-errors";
import { landingAfterLink, safeRedirect } from "./landing";
import { useFinishSignIn } from "./useFinishSignIn";


// Sign-in from an emailed link (docs/product.md#screens-and-routes,
// docs/product.md#validation-messages). Opening the page does nothing by itself — mail
// scanners fetch links and must not use up the code — the person types the email and clicks.
export function EmailLinkLogin({ linkId }: { linkId: string | null }) {
  const router = useRouter();
  const finish = useFinishSignIn();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  if (!isUuidV4(linkId)) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-red-800">
          {MESSAGES.badLink}
        </p>
        <p>
          <Link href="/login/" className="text-sky-800 underline">
            Go to the login page
          </Link>{" "}
          to ask for a new code.
        </p>
      </div>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    const answer = await apiPost("/api/confirm_email_login/", { email: email.trim(), link_id: linkId ?? "" }, { announce: false });
    if (answer.response === "twofactor") {
      router.push(safeRedirect(answer.redirect, "/twofactor/"));
      return;
    }
    if (answer.responseStatus === 200 && answer.response === "success") {
      await finish(landingAfterLink(answer.userLevel ?? 2));
      return;
    }
    setBusy(false);
    const messages = allMessagesOf(answer);
    setErrors(messages.length > 0 ? messages : [answer.errorMessage ?? MESSAGES.loginFailed]);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p>To finish signing in, please enter the email address the link was sent to.</p>
      <SignInEmailField value={email} onChange={setEmail} errors={errors} announce="assertive" autoFocus />
      <Button type="submit" disabled={busy || email.trim() === ""}>
        {busy ? "Signing in ..." : "Sign in"}
      </Button>
      <p className="text-sm text-slate-700">
        Link not working?{" "}
        <Link href="/login/" className="text-sky-800 underline">
          Ask for a new code
        </Link>
        . Only the most recent link works, for 15 minutes, and only once.
      </p>
    </form>
  );
}
