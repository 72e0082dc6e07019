"use client";

import { useState } from "react";
import { apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import { Button } from "@/components/ui/Button";
import { SignInEmailField } from "./SignInEmailField";
import { EmailCodeDialog } from "./EmailCodeDialog";
import { SSO_MESSAGES } from "@/lib/auth/sso/messages";
import { SsoOffer } from "./sso/SsoButtons";
import type { SignInProviders } from "./sso/useSignInProviders";

// The email quick-code box of the login page (docs/product.md#screens-and-routes,
// docs/product.md#behaviour): an email gets a 6-character code (and a link); the code is then
// entered in the Email code dialog. "I already have a code" opens the dialog without sending, for a
// code requested in another browser.
export function EmailCodeBox({ sso }: { sso: SignInProviders }) {
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; email: string }>({ open: false, email: "" });
  const [onlyThroughProvider, setOnlyThroughProvider] = useState("");

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setErrors([]);
    setOnlyThroughProvider("");
    setBusy(true);
    const answer = await apiPost("/api/auth/email_domain_login/", { email: email.trim() });
    setBusy(false);
    // An organisation that signs in only through its provider gets no code (its administrators
    // do: they can type theirs with "I already have a code").
    const provider = sso.forAddress(email);
    if (answer.responseStatus === 200 && provider?.onlyThroughProvider) {
      setOnlyThroughProvider(SSO_MESSAGES.codeBoxOnlyThroughProvider(email.trim().slice(email.trim().lastIndexOf("@") + 1).toLowerCase(), provider.name));
    } else if (answer.responseStatus === 200) setDialog({ open: true, email: email.trim() });
    else if (answer.responseStatus === 422) setErrors([MESSAGES.loginEmailInvalid]);
  }

  return (
    <section aria-labelledby="email-code-heading" className="flex flex-col gap-3">
      <h2 id="email-code-heading" className="text-lg font-semibold">
        Sign in with an emailed code
      </h2>
      <p className="text-sm text-slate-700">
        Enter your email address and we will send you a code. Staff of a partner organisation can use their work
        email for quick access to their organisation&apos;s projects.
      </p>
      <form method="post" onSubmit={send} noValidate className="flex flex-col gap-3">
        <SignInEmailField value={email} onChange={setEmail} errors={errors} />
        <SsoOffer sso={sso} address={email} />
        <div aria-live="polite">{onlyThroughProvider && <p className="text-slate-800">{onlyThroughProvider}</p>}</div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" disabled={busy || email.trim() === ""}>
            {busy ? "Sending ..." : "Email me a code"}
          </Button>
          <Button variant="link" onClick={() => setDialog({ open: true, email: "" })}>
            I already have a code
          </Button>
        </div>
      </form>
      <EmailCodeDialog
        open={dialog.open}
        email={dialog.email}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </section>
  );
}
