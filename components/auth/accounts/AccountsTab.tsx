"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { toast } from "@/components/ui/toast";
import type { AdminAccount } from "@/lib/auth/accounts/schemas";
import { useAdminData } from "@/components/admin/admin-calls";
import { Notice, type NoticeState } from "@/components/ui/Notice";
import { useUrlSearch } from "@/components/admin/use-url-search";
import { AccountActionDialog } from "./AccountActionDialog";
import { AccountCard, type AccountDialog } from "./AccountCard";
import { AccountSessionsDialog } from "./AccountSessionsDialog";
import { CreateAccountDialog } from "./CreateAccountDialog";
import { LevelDialog } from "./LevelDialog";
import { LinkPersonDialog } from "./LinkPersonDialog";

// Accounts: search, create (emailed set-password link), and each account's actions.
export function AccountsTab() {
  const [term, setTerm, query] = useUrlSearch();
  const { data, failed, reload } = useAdminData("/api/admin/accounts/", { q: query });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ dialog: AccountDialog; account: AdminAccount } | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);

  const close = () => setOpen(null);
  const done = (text: string) => {
    setOpen(null);
    setCreating(false);
    setNotice(null);
    toast(text);
    reload();
  };

  return (
    <section aria-labelledby="accounts-heading" className="flex flex-col gap-3">
      <h2 id="accounts-heading" className="text-xl font-semibold">
        Accounts
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <TextField label="Search accounts" type="search" value={term} onChange={(e) => setTerm(e.target.value)} className="min-w-0 flex-1 sm:max-w-sm" />
        <Button onClick={() => setCreating(true)}>Create account</Button>
      </div>
      <Notice notice={notice} />
      {failed && <p role="alert">The accounts could not be loaded. Please reload the page.</p>}
      {!data && !failed && <Spinner label="Loading accounts" />}
      {data && data.accounts.length === 0 && <p>No accounts match.</p>}
      {data && data.accounts.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Accounts">
          {data.accounts.map((account) => (
            <AccountCard key={account.id} account={account} onOpen={(dialog) => setOpen({ dialog, account })} />
          ))}
        </ul>
      )}
      <CreateAccountDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(username, email) => done(`Account ${username} created. A link to set the password has been emailed to ${email}.`)}
      />
      {open?.dialog === "level" && <LevelDialog account={open.account} onClose={close} onDone={done} />}
      {open?.dialog === "link" && <LinkPersonDialog account={open.account} onClose={close} onDone={done} />}
      {open?.dialog === "sessions" && <AccountSessionsDialog account={open.account} onClose={close} />}
      {open && open.dialog !== "level" && open.dialog !== "link" && open.dialog !== "sessions" && (
        <AccountActionDialog action={open.dialog} account={open.account} onClose={close} onDone={done} onError={(text) => (setOpen(null), setNotice({ kind: "error", text }))} />
      )}
    </section>
  );
}
