"use client";

import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";

// The password rules (docs/product.md#validation-messages), shown with the server's reasons when a
// new password is refused.
const PASSWORD_RULES = [
  "be at least 8 characters long",
  "not be too similar to your username, name or email address",
  "not be a commonly used password",
  "not be entirely numeric",
  "be entered the same way in both boxes",
];

export function PasswordRuleDialog({ messages, onClose }: { messages: string[] | null; onClose(): void }) {
  return (
    <Dialog
      open={!!messages}
      onOpenChange={(open) => !open && onClose()}
      title="Password not accepted"
      maxWidth={520}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      <div className="flex flex-col gap-3">
        <ul className="list-disc pl-5 text-red-800">
          {(messages ?? []).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <p>Your new password must:</p>
        <ul className="list-disc pl-5">
          {PASSWORD_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
