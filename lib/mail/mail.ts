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
