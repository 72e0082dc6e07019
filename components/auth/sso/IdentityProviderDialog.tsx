"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { adminAction } from "@/components/admin/admin-calls";
import type { FieldErrors } from "@/lib/validation/field-errors";
import type { AdminIdentityProvider } from "@/lib/auth/sso/schemas";
import { RedirectUrl } from "./RedirectUrl";

const PATH = "/api/admin/identity_providers/";

/** Errors of a field, array elements (tenantIds.0) included. */
function errorsOf(errors: FieldErrors, field: string): string[] {
  return Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
}

function Choice({ name, value, checked, onChange, label, hint }: { name: string; value: string; checked: boolean; onChange(): void; label: string; hint?: string }) {
  return (
    <label className="flex items-start gap-2">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="mt-1 h-4 w-4" />
      <span>
        {label}
        {hint && <span className="block text-sm text-slate-700">{hint}</span>}
      </span>
    </label>
  );
}

function Check({ checked, onChange, label, hint }: { checked: boolean; onChange(value: boolean): void; label: string; hint: string }) {
  return (
    <label className="flex items-start gap-2">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-1 h-4 w-4" />
      <span>
        {label}
        <span className="block text-sm text-slate-700">{hint}</span>
      </span>
    </label>
  );
}

// Adding or changing an organisation's own sign-in (OpenID Connect): the issuer, the client
// registered there, for Microsoft Entra ID the tenants, and what the organisation decides. The
// secret is never shown again; left empty when changing, it stays as it is.
export function IdentityProviderDialog({
  open,
  onClose,
  onSaved,
  organisation,
  provider,
  redirectUrl,
}: {
  open: boolean;
  onClose(): void;
  onSaved(message: string): void;
  organisation: { id: number; name: string };
  provider: AdminIdentityProvider | null;
  redirectUrl: string;
}) {
  const [kind, setKind] = useState<"generic" | "entra">(provider?.kind ?? "entra");
  const [issuer, setIssuer] = useState(provider?.issuer ?? "");
  const [clientId, setClientId] = useState(provider?.clientId ?? "");
  const [clientSecret, setClientSecret] = useState("");
  const [tenantIds, setTenantIds] = useState(provider?.tenantIds.join(", ") ?? "");
  const [firstSignIn, setFirstSignIn] = useState<"account" | "visitor">(provider?.firstSignIn ?? "account");
  const [onlyThroughProvider, setOnlyThroughProvider] = useState(provider?.onlyThroughProvider ?? false);
  const [enforcesMfa, setEnforcesMfa] = useState(provider?.enforcesMfa ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage("");
    const result = await adminAction(PATH, {
      action: "save",
      organisationId: organisation.id,
      kind,
      issuer,
      clientId,
      clientSecret,
      tenantIds: kind === "entra" ? tenantIds : [],
      firstSignIn,
      onlyThroughProvider,
      enforcesMfa,
    });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      onSaved(`The sign-in of ${organisation.name} was saved.${provider?.enabled ? "" : " Test it, then switch it on."}`);
      return;
    }
    setErrors(result.errors);
    if (!Object.keys(result.errors).length) setMessage(result.message ?? "The sign-in could not be saved.");
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`${provider ? "Change" : "Set up"} the sign-in of ${organisation.name}`}
      description="People of the organisation sign in here with their work account (OpenID Connect)."
      maxWidth={640}
    >
      <form method="post" onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-4">
        <ErrorSummary errors={errors} also={[...errorsOf(errors, "kind"), ...errorsOf(errors, "firstSignIn"), message]} />
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium text-slate-800">Provider</legend>
          <Choice name="kind" value="entra" checked={kind === "entra"} onChange={() => setKind("entra")} label="Microsoft Entra ID (NHSmail, most universities)" />
          <Choice name="kind" value="generic" checked={kind === "generic"} onChange={() => setKind("generic")} label="Another OpenID Connect provider (Google Workspace, Okta, Keycloak…)" />
          {errorsOf(errors, "kind").map((m) => (
            <p key={m} className="text-sm text-red-800">
              {m}
            </p>
          ))}
        </fieldset>
        <RedirectUrl url={redirectUrl} />
        <TextField
          label="Issuer URL"
          value={issuer}
          onChange={(e) => setIssuer(e.target.value)}
          errors={errorsOf(errors, "issuer")}
          placeholder={kind === "entra" ? "https://login.microsoftonline.com/<tenant id>/v2.0" : "https://accounts.example.org"}
          inputMode="url"
          autoComplete="off"
        />
        <TextField label="Client (application) id" value={clientId} onChange={(e) => setClientId(e.target.value)} errors={errorsOf(errors, "clientId")} autoComplete="off" />
        <TextField
          label={provider ? "Client secret (leave empty to keep the current one)" : "Client secret"}
          type="password"
          value={clientSecret}
          onChange={(e) => setClientSecret(e.target.value)}
          errors={errorsOf(errors, "clientSecret")}
          autoComplete="new-password"
        />
        {kind === "entra" && (
          <TextField
            label="Tenant id(s) accepted, separated by commas"
            value={tenantIds}
            onChange={(e) => setTenantIds(e.target.value)}
            errors={errorsOf(errors, "tenantIds")}
            autoComplete="off"
          />
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium text-slate-800">A first sign-in of someone without an account</legend>
          <Choice name="firstSignIn" value="account" checked={firstSignIn === "account"} onChange={() => setFirstSignIn("account")} label="creates an account (level 3)" />
          <Choice
            name="firstSignIn"
            value="visitor"
            checked={firstSignIn === "visitor"}
            onChange={() => setFirstSignIn("visitor")}
            label="gives read-only access to the organisation's projects (level 2), as quick access does"
          />
        </fieldset>
        <p className="text-sm text-slate-700">
          A first sign-in whose verified address belongs to an existing account is linked to it. An account of level 6 and up, or one with an authenticator app or a passkey,
          is linked only after its owner confirms it once with their password or passkey; the owner is mailed when it is linked.
        </p>
        <Check
          checked={onlyThroughProvider}
          onChange={setOnlyThroughProvider}
          label="Sign-in only through the provider for the organisation's domains"
          hint="Password, emailed code and passkey are refused for these addresses, with a message saying how to sign in, and the sessions those addresses made that way end as soon as this is saved on (or the provider switched on). Administrators (level 9) are exempt."
        />
        <Check
          checked={enforcesMfa}
          onChange={setEnforcesMfa}
          label="Trust the provider's multi-factor authentication"
          hint="Off unless the provider asks everyone for a second factor. When on, the directory's own authenticator-app step is skipped for a sign-in whose token says a second factor was used (amr contains mfa, otp, hwk or swk); otherwise it is still asked."
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving ..." : "Save"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
