// One mail as the app hands it over, whichever way it then goes (SMTP or the dev outbox). It has
// its own module so that the sender and the outbox both depend on it and not on each other.

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown in the dev outbox only, so a developer without SMTP can sign in. */
  code?: string;
  link?: string;
};

/** Categories of mail a recipient can opt out of (notices and codes are not). */
export const MAIL_CATEGORIES = ["alerts", "reminders", "request_digest", "invitations", "open_to_projects"] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** A mail the app wants sent, as queueMail and sendMailNow take it. */
export type OutgoingMail = Mail & {
  /** What it is, for the admin's list and the log: e.g. `login_code`, `security.password_changed`. */
  kind: string;
  /** Set for mails a person can opt out of: they then carry List-Unsubscribe (RFC 8058). */
  category?: MailCategory;
  /** The body carries a link that acts for its holder: it is stored sealed, never in clear. */
  secret?: boolean;
};

/** What is sent: the text, the HTML and, for the dev outbox, the code and link. */
export type MailContent = Pick<Mail, "text" | "html" | "code" | "link">;
