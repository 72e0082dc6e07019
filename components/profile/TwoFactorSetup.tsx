"use client";

import { useEffect, useState } from "react";
import { apiGet, apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import type { TwoFactorSetupAnswer } from "@/lib/auth/schemas";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { CODE_LENGTH } from "@/lib/auth/verification/code-format";
import { OneTimeCodeField } from "@/components/auth/OneTimeCodeField";
import { useFreshProof } from "@/components/auth/reauth-context";

// Turning 2FA on (docs/product.md#dialogs, docs/product.md#business-constants): a new secret from
// the server as a QR code of its otpauth URI, as text and as an authenticator link; a code from
// the app confirms it.
export function TwoFactorSetup({ onEnabled }: { onEnabled(): void }) {
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [refused, setRefused] = useState(false);
  const withFreshProof = useFreshProof();

  useEffect(() => {
    let current = true;
    void withFreshProof(() => apiGet("/api/auth/generate_two_factor_code/", { announce: false })).then((answer) => {
      if (current && answer.responseStatus === 200) setSetup(answer);
      else if (current) setRefused(true);
    });
    return () => {
      current = false;
    };
  }, [withFreshProof]);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (!setup) return;
    setBusy(true);
    setError("");
    const answer = await withFreshProof(() => apiPost("/api/auth/confirm_2fa_setup/", { secret: setup.code, code }, { announce: false }));
    setBusy(false);
    if (answer.responseStatus === 200 && answer.codeCheck === true) {
      setDone(true);
      onEnabled();
      return;
    }
    setCode("");
    setError(MESSAGES.twoFactorSetupError);
  }

  if (refused) return <p role="status">Two-factor authentication was not changed. Close this window and try again when you are ready.</p>;
  if (!setup) return <Spinner label="Preparing your authenticator code" />;
  if (done) return <p role="status" className="text-green-800">Two-factor authentication is now on.</p>;
  return (
    <form method="post" onSubmit={confirm} noValidate className="flex flex-col gap-4">
      <p>Scan this QR code with your authenticator app, or enter the secret key in it by hand.</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made by the server; nothing to optimise */}
      <img src={setup.qr_data_url} alt="QR code to add this account to your authenticator app" width={200} height={200} className="mx-auto h-48 w-48" />
      {/* Wraps rather than scrolls: the whole secret stays in view on a phone. */}
      <TextAreaField
        label="Secret key"
        name="secret"
        value={setup.code}
        readOnly
        rows={1}
        spellCheck={false}
        className="[&_textarea]:field-sizing-content [&_textarea]:resize-none [&_textarea]:break-all [&_textarea]:font-mono"
        onFocus={(e) => e.target.select()}
      />
      <p>
        <a href={setup.otpauth_url} className="text-sky-800 underline">
          Open in your authenticator app
        </a>{" "}
        (on a phone or a computer with one installed).
      </p>
      <OneTimeCodeField label="Code from your authenticator app" name="code" digitsOnly value={code} onValueChange={setCode} errors={error ? [error] : undefined} />
      <div aria-live="assertive" className="sr-only">
        {error}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || code.length !== CODE_LENGTH}>
          {busy ? "Checking ..." : "Turn on 2FA"}
        </Button>
      </div>
    </form>
  );
}
