"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { adminAction } from "@/components/admin/admin-calls";
import { apiPost } from "@/lib/client/api";
import { plural } from "@/components/admin/format";
import { formatUkDateTime } from "@/lib/dates";
import type { AdminIdentityProvider } from "@/lib/auth/sso/schemas";
import { IdentityProviderDialog } from "./IdentityProviderDialog";

const PATH = "/api/admin/identity_providers/";

type Props = {
  organisation: { id: number; name: string };
  provider: AdminIdentityProvider | null;
  redirectUrl: string;
  /** After a change: say `text` and load again. */
  changed(notice: { kind: "success" | "error"; text: string }): void;
};

// An organisation's own sign-in on its card in /admin/: what is set, Test sign-in (which runs the
// real sign-in in this browser and shows what the provider said, signing nobody in), switching
// it on and off (off ends every session made through it), changing and removing it.
export function OrganisationSignIn({ organisation: o, provider: p, redirectUrl, changed }: Props) {
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<"disable" | "remove" | null>(null);
  const [busy, setBusy] = useState(false);

  /** Test sign-in: this browser goes to the provider and comes back to the result. */
  async function test() {
    setBusy(true);
    const answer = await apiPost(PATH, { action: "test", organisationId: o.id }, { announce: false });
    if (answer.responseStatus === 200 && answer.url) {
      window.location.assign(answer.url);
      return;
    }
    setBusy(false);
    changed({ kind: "error", text: answer.errorMessage ?? "The test could not start." });
  }

  async function act(action: "enable" | "disable" | "remove", success: string) {
    setBusy(true);
    const result = await adminAction(PATH, { action, organisationId: o.id });
    setBusy(false);
    setConfirm(null);
    changed(result.ok ? { kind: "success", text: success } : { kind: "error", text: result.message ?? "The change could not be saved." });
  }

  return (
    <section aria-label={`Sign-in of ${o.name}`} className="mt-3 flex flex-col gap-2">
      <h4 className="font-medium text-slate-800">Sign-in with the organisation&apos;s own account</h4>
      {!p && <p className="text-slate-700">Not set up: its people sign in with a password, an emailed code or a passkey.</p>}
      {p && (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">Status</dt>
          <dd>
            {p.enabled ? (
              <span className="rounded bg-green-100 px-2 font-medium text-green-900">On</span>
            ) : (
              <span className="rounded bg-slate-200 px-2 font-medium text-slate-900">Off</span>
            )}{" "}
            {p.lastTestedAt ? `Last tested ${formatUkDateTime(p.lastTestedAt)}.` : "Not tested yet."}
          </dd>
          <dt className="font-medium">Provider</dt>
          <dd>{p.kind === "entra" ? "Microsoft Entra ID" : "OpenID Connect"}</dd>
          <dt className="font-medium">Issuer</dt>
          <dd className="break-all">{p.issuer}</dd>
          <dt className="font-medium">Client id</dt>
          <dd className="break-all">{p.clientId}</dd>
          {p.kind === "entra" && (
            <>
              <dt className="font-medium">Tenants</dt>
              <dd className="break-all">{p.tenantIds.join(", ")}</dd>
            </>
          )}
          <dt className="font-medium">First sign-in</dt>
          <dd>{p.firstSignIn === "account" ? "creates an account (level 3)" : "read-only access (level 2)"}</dd>
          <dt className="font-medium">Only through the provider</dt>
          <dd>{p.onlyThroughProvider ? "Yes (administrators exempt)" : "No"}</dd>
          <dt className="font-medium">Provider enforces MFA</dt>
          <dd>{p.enforcesMfa ? "Yes" : "No"}</dd>
          <dt className="font-medium">In use</dt>
          <dd>
            {plural(p.identities, "account")} linked, {plural(p.sessions, "session")} open
          </dd>
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setEditing(true)} aria-label={p ? `Change the sign-in of ${o.name}` : `Set up sign-in of ${o.name}`}>
          {p ? "Change" : "Set up sign-in"}
        </Button>
        {p && (
          <>
            <Button variant="secondary" disabled={busy} onClick={() => void test()} aria-label={`Test sign-in of ${o.name}`}>
              Test sign-in
            </Button>
            {p.enabled ? (
              <Button variant="secondary" disabled={busy} onClick={() => setConfirm("disable")} aria-label={`Switch off the sign-in of ${o.name}`}>
                Switch off
              </Button>
            ) : (
              <Button variant="secondary" disabled={busy} onClick={() => void act("enable", `The sign-in of ${o.name} is on.`)} aria-label={`Switch on the sign-in of ${o.name}`}>
                Switch on
              </Button>
            )}
            <Button variant="secondary" disabled={busy} onClick={() => setConfirm("remove")} aria-label={`Remove the sign-in of ${o.name}`}>
              Remove
            </Button>
          </>
        )}
      </div>
      {editing && (
        <IdentityProviderDialog
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={(text) => {
            setEditing(false);
            changed({ kind: "success", text });
          }}
          organisation={o}
          provider={p}
          redirectUrl={redirectUrl}
        />
      )}
      {p && (
        <ConfirmDialog
          open={confirm !== null}
          title={confirm === "remove" ? `Remove the sign-in of ${o.name}` : `Switch off the sign-in of ${o.name}`}
          confirmLabel={confirm === "remove" ? "Remove" : "Switch off"}
          danger
          onClose={() => setConfirm(null)}
          onConfirm={() =>
            act(confirm ?? "disable", confirm === "remove" ? `The sign-in of ${o.name} was removed.` : `The sign-in of ${o.name} is off; its sessions ended.`)
          }
        >
          <p>
            {plural(p.sessions, "session")} made through it {p.sessions === 1 ? "ends" : "end"} at once, on every server.
          </p>
          {confirm === "remove" && <p>Its {plural(p.identities, "linked account")} will need to be linked again if it is set up again.</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}
