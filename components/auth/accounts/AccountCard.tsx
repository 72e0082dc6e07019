"use client";

import { Button } from "@/components/ui/Button";
import type { AdminAccount } from "@/lib/auth/accounts/schemas";
import { formatUkDateTime } from "@/lib/dates";
import { plural } from "@/components/admin/format";
import type { SimpleAccountAction } from "./account-actions";

export type AccountDialog = "level" | "link" | "sessions" | SimpleAccountAction;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-600">{label}:</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

// One account: who, how they sign in, and what an admin can do with it.
export function AccountCard({ account, onOpen }: { account: AdminAccount; onOpen(dialog: AccountDialog): void }) {
  const a = account;
  return (
    <li className="rounded border border-slate-300 bg-white p-3" aria-label={`Account ${a.username}`}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold text-slate-900">{a.username}</h3>
        <span className="break-all text-slate-700">{a.email}</span>
        {a.disabled && <span className="rounded bg-red-100 px-2 text-sm font-medium text-red-900">Disabled</span>}
        {!a.passwordSet && <span className="rounded bg-amber-100 px-2 text-sm font-medium text-amber-900">No password yet</span>}
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Level" value={String(a.level)} />
        <Fact label="2FA" value={a.twoFactor ? "On" : "Off"} />
        <Fact label="Passkeys" value={plural(a.passkeys, "passkey")} />
        <Fact label="Last sign-in" value={formatUkDateTime(a.lastSignInAt) || "Never"} />
        <Fact label="Person" value={a.person ? a.person.name : "Not linked"} />
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onOpen("level")} aria-label={`Change level of ${a.username}`}>
          Change level
        </Button>
        <Button variant="secondary" onClick={() => onOpen(a.disabled ? "enable" : "disable")}>
          {a.disabled ? `Re-enable ${a.username}` : `Disable ${a.username}`}
        </Button>
        {a.twoFactor && (
          <Button variant="secondary" onClick={() => onOpen("reset_2fa")}>
            Reset 2FA
          </Button>
        )}
        {a.passkeys > 0 && (
          <Button variant="secondary" onClick={() => onOpen("remove_passkeys")}>
            Remove passkeys
          </Button>
        )}
        <Button variant="secondary" onClick={() => onOpen("sessions")} aria-label={`Sessions of ${a.username}`}>
          Sessions
        </Button>
        <Button variant="secondary" onClick={() => onOpen("link")} aria-label={`Link person to ${a.username}`}>
          Link person
        </Button>
        <Button variant="secondary" onClick={() => onOpen("send_link")} aria-label={`Send set-password link to ${a.username}`}>
          Send set-password link
        </Button>
      </div>
    </li>
  );
}
