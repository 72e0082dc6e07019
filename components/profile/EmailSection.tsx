"use client";

import { useState } from "react";
import { apiGet, apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import type { ProfileAnswer } from "@/lib/auth/schemas";
import { Button } from "@/components/ui/Button";
import { CODE_LENGTH } from "@/lib/auth/verification/code-format";
import { fieldErrorsOf } from "@/components/auth/field-errors";
import { OneTimeCodeField } from "@/components/auth/OneTimeCodeField";
import { formatUkDateTime } from "@/lib/dates";
import { ProfileSection } from "./ProfileSection";

const VERIFIED = 2;

// Email address and its status (docs/product.md#entities, docs/product.md#behaviour): unverified
// addresses can take the emailed code here or have the email sent again; Resend says older codes no
// longer work. A new address asked for is shown apart, as not verified: the account's email stays
// the current one until the code or link sent to the new address comes back.
export function EmailSection({ profile, onChanged, onChangeEmail }: { profile: ProfileAnswer; onChanged(): void; onChangeEmail(): void }) {
  const verified = profile.emailAddressVerified >= VERIFIED;
  const pending = profile.pendingEmailAddress;
  const awaitingCode = !!pending || !verified;
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [info, setInfo] = useState("");
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    setErrors([]);
    const answer = await apiGet("/api/resendverificationemail/");
    setBusy(false);
    if (answer.responseStatus === 200) {
      setCode("");
      setInfo(MESSAGES.resendInfo);
      onChanged();
    }
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    const answer = await apiPost("/api/profile/", { action: "verifyEmail", code }, { announce: false });
    setBusy(false);
    if (answer.responseStatus === 200) {
      setInfo("");
      onChanged();
      return;
    }
    const fields = fieldErrorsOf(answer);
    setErrors(fields.code ?? [answer.errorMessage ?? MESSAGES.invalidLoginCode]);
  }

  const sentAt = formatUkDateTime(profile.verificationEmailSentDateTime);
  return (
    <ProfileSection id="email-heading" title="Email">
      <p className="break-all">{profile.emailAddress}</p>
      <p>
        Status:{" "}
        <strong className={verified ? "text-green-800" : "text-amber-800"}>{verified ? "Verified" : "Not verified"}</strong>
      </p>
      {pending && (
        <div className="rounded border border-amber-300 bg-amber-50 px-3 py-2">
          <p>New address, waiting for confirmation:</p>
          <p className="break-all font-medium">{pending}</p>
          <p>
            Status: <strong className="text-amber-800">Not verified</strong>
          </p>
          <p className="text-sm text-slate-700">
            Until you confirm it with the code or link we sent there, your email stays {profile.emailAddress}.
          </p>
        </div>
      )}
      {awaitingCode && (
        <>
          {sentAt && <p className="text-sm text-slate-700">Verification email sent {sentAt}.</p>}
          <form method="post" onSubmit={verify} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <OneTimeCodeField label="Verification code" name="verification_code" value={code} onValueChange={setCode} errors={errors} className="sm:flex-1" />
            <Button type="submit" disabled={busy || code.length !== CODE_LENGTH}>
              Verify
            </Button>
          </form>
          <div>
            <Button variant="secondary" onClick={() => void resend()} disabled={busy}>
              Resend verification email
            </Button>
          </div>
        </>
      )}
      <div aria-live="polite">{info && <p className="rounded bg-sky-50 px-3 py-2 text-sky-900">{info}</p>}</div>
      <div aria-live="assertive" className="sr-only">
        {errors.join(" ")}
      </div>
      <div>
        <Button variant="link" onClick={onChangeEmail}>
          Change email address
        </Button>
      </div>
    </ProfileSection>
  );
}
