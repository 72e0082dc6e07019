import type { AdminAccount } from "@/lib/auth/accounts/schemas";

// The confirmable one-click actions on an account: what the dialog asks and what it reports.

export type SimpleAccountAction = "disable" | "enable" | "reset_2fa" | "remove_passkeys" | "send_link";

export const ACCOUNT_ACTION_TEXT: Record<
  SimpleAccountAction,
  { button: string; title: string; question(a: AdminAccount): string; done(a: AdminAccount): string; danger?: boolean }
> = {
  disable: {
    button: "Disable",
    title: "Disable account",
    question: (a) => `Disable ${a.username}? They are signed out everywhere at once and cannot sign in until re-enabled.`,
    done: (a) => `${a.username} is disabled and has been signed out.`,
    danger: true,
  },
  enable: {
    button: "Re-enable",
    title: "Re-enable account",
    question: (a) => `Re-enable ${a.username}? They can sign in again with their password, passkeys or emailed codes.`,
    done: (a) => `${a.username} can sign in again.`,
  },
  reset_2fa: {
    button: "Reset 2FA",
    title: "Reset two-factor authentication",
    question: (a) => `Turn off two-factor authentication for ${a.username}? They can set it up again on their profile.`,
    done: (a) => `Two-factor authentication of ${a.username} is off.`,
    danger: true,
  },
  remove_passkeys: {
    button: "Remove passkeys",
    title: "Remove passkeys",
    question: (a) => `Remove all ${a.passkeys} passkeys of ${a.username}? They can add new ones on their profile.`,
    done: (a) => `The passkeys of ${a.username} are removed.`,
    danger: true,
  },
  send_link: {
    button: "Send set-password link",
    title: "Send a set-password link",
    question: (a) => `Email ${a.email} a new link to set the password of ${a.username}? Earlier links stop working.`,
    done: (a) => `A set-password link has been sent to ${a.email}.`,
  },
};

export const LEVEL_NAMES: Record<number, string> = {
  3: "3 – account (edits where lead)",
  4: "4 – as level 3",
  5: "5 – sees messages",
  6: "6 – editor (edits everything)",
  7: "7 – as level 6",
  8: "8 – as level 6",
  9: "9 – administrator",
};
