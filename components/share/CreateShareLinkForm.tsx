"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { DateField } from "@/components/ui/DateField";
import { SelectField } from "@/components/ui/SelectField";
import { TextField } from "@/components/ui/TextField";
import { FORM_ERRORS_KEY, fieldErrorsOf } from "@/lib/validation/field-errors";
import type { Partner } from "@/lib/organisations/partner-schemas";
import { addDays, expiryProblem, SHARE_DEFAULT_DAYS, SHARE_MAX_DAYS, ukToday } from "@/lib/share/expiry";
import { createShareLinkSchema, type CreatedShareLink } from "@/lib/share/schemas";
import { createShareLink } from "./share-calls";
import { ErrorSummary } from "@/components/ui/ErrorSummary";

// Organisation, a label to recognise the link by, and the last day it works (14 days ahead
// unless changed, at most 90). Checked with the call's own schema, then by the server.
export function CreateShareLinkForm({ partners, onCreated }: { partners: Partner[]; onCreated(created: CreatedShareLink): void }) {
  const [organisationId, setOrganisationId] = useState<number | null>(partners.length === 1 ? partners[0].id : null);
  const [label, setLabel] = useState("");
  const [expiresOn, setExpiresOn] = useState(() => addDays(ukToday(new Date()), SHARE_DEFAULT_DAYS));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { organisationId: organisationId ?? undefined, label, expiresOn };
    const parsed = createShareLinkSchema.safeParse(input);
    // The browser's own day for the form's hint; the server decides by the app's clock.
    const problem = parsed.success ? expiryProblem(parsed.data.expiresOn, ukToday(new Date())) : null;
    if (!parsed.success || problem) {
      setErrors(parsed.success ? { expiresOn: [problem!] } : fieldErrorsOf(parsed.error));
      return;
    }
    setBusy(true);
    const answer = await createShareLink(parsed.data);
    setBusy(false);
    if (answer.responseStatus === 200) {
      setErrors({});
      setLabel("");
      onCreated(answer as CreatedShareLink);
    } else if (answer.responseStatus === 422) {
      setErrors(answer.errors ?? {});
    } else if (answer.errorMessage) {
      setErrors({ [FORM_ERRORS_KEY]: [answer.errorMessage] });
    }
  }

  return (
    <form method="post" onSubmit={submit} aria-labelledby="create-link-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <h2 id="create-link-title" className="text-lg font-semibold">
        Create a share link
      </h2>
      <p className="text-sm text-slate-700">
        Whoever holds the link sees the read-only project list of the organisation, as its quick-access visitors do,
        until the end of the expiry day (at most {SHARE_MAX_DAYS} days ahead).
      </p>
      <ErrorSummary errors={errors} also={errors[FORM_ERRORS_KEY] ?? []} />
      <div className="grid gap-3 sm:grid-cols-3 [&>*]:min-w-0">
        <SelectField
          label="Organisation"
          className="min-w-0"
          style={{ width: "100%", minWidth: 0 }}
          placeholder="Choose an organisation"
          options={partners.map((p) => ({ id: p.id, description: p.name }))}
          value={organisationId ?? ""}
          onChange={(e) => setOrganisationId(e.target.value ? Number(e.target.value) : null)}
          errors={errors.organisationId}
          required
        />
        <TextField label="Label (optional)" value={label} maxLength={200} onChange={(e) => setLabel(e.target.value)} errors={errors.label} />
        <DateField label="Expires on" value={expiresOn} onChange={setExpiresOn} errors={errors.expiresOn} required />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Creating ..." : "Create link"}
        </Button>
      </div>
    </form>
  );
}
