"use client";

import type { AdminAccount } from "@/lib/auth/accounts/schemas";
import { adminAction } from "@/components/admin/admin-calls";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { ACCOUNT_ACTION_TEXT, type SimpleAccountAction } from "./account-actions";

/** Asks, runs one account action, and reports the outcome to the tab. */
export function AccountActionDialog({
  action,
  account,
  onClose,
  onDone,
  onError,
}: {
  action: SimpleAccountAction;
  account: AdminAccount;
  onClose(): void;
  onDone(text: string): void;
  onError(text: string): void;
}) {
  const text = ACCOUNT_ACTION_TEXT[action];
  return (
    <ConfirmDialog
      open
      title={text.title}
      confirmLabel={text.button}
      danger={text.danger}
      onClose={onClose}
      onConfirm={async () => {
        const result = await adminAction("/api/admin/accounts/", { action, id: account.id });
        if (result.ok) onDone(text.done(account));
        else onError(result.message ?? "The change could not be saved.");
      }}
    >
      <p>{text.question(account)}</p>
    </ConfirmDialog>
  );
}
