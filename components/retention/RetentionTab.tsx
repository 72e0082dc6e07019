"use client";

import { Spinner } from "@/components/ui/Spinner";
import { useAdminData } from "@/components/admin/admin-calls";
import { formatUkDate } from "@/lib/dates";
import type { RetentionAccount } from "@/lib/retention/schemas";

const day = (iso: string) => formatUkDate(iso.slice(0, 10));

function AccountList({ label, accounts, when }: { label: string; accounts: RetentionAccount[]; when(a: RetentionAccount): string }) {
  if (!accounts.length) return <p>Nobody.</p>;
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-slate-200 rounded border border-slate-300 bg-white">
      {accounts.map((a) => (
        <li key={a.id} className="flex flex-col p-2">
          <span className="font-medium text-slate-900">{a.username}</span>
          <span className="break-all text-sm text-slate-700">{a.email}</span>
          <span className="text-sm text-slate-700">{when(a)}</span>
        </li>
      ))}
    </ul>
  );
}

// Who the daily retention task will act on (docs/product.md#retention): accounts it will warn at
// its next run, and those warned that it will disable on a day unless someone signs in.
export function RetentionTab() {
  const { data, failed } = useAdminData("/api/admin/retention/");
  return (
    <section aria-labelledby="retention-heading" className="flex flex-col gap-3">
      <h2 id="retention-heading" className="text-xl font-semibold">
        Retention
      </h2>
      {failed && <p role="alert">The retention list could not be loaded. Please reload the page.</p>}
      {!data && !failed && <Spinner label="Loading retention" />}
      {data && (
        <>
          <p className="text-slate-800">
            An account nobody signed in to for {data.inactiveMonths} months is warned by mail, then disabled 30 days later unless someone signs in. Activity
            entries older than {data.activityYears} years are deleted. The task runs once a day.
          </p>
          <h3 className="text-lg font-semibold">To be warned at the next run</h3>
          <AccountList label="Accounts to be warned" accounts={data.toWarn} when={(a) => `Last signed in or created ${day(a.lastActiveAt)}`} />
          <h3 className="text-lg font-semibold">Warned</h3>
          <AccountList
            label="Accounts warned"
            accounts={data.warned}
            when={(a) => `Warned ${day(a.warnedAt!)}; disabled on ${day(a.disableOn!)} unless someone signs in`}
          />
        </>
      )}
    </section>
  );
}
