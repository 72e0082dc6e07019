// What of a mail is stored and shown (its subject in the `mail` row and the admin's Mail tab, the
// mail server's last answer, the log) must never carry a live code, link or token: those go in
// the body only, which is kept sealed or not at all (mail-body.ts, send-mail-now.ts).

/** A link into the app that acts for its holder: its secret is the query parameter. */
const SECRET_LINK = /(https?:\/\/[^\s"'<>]*[?&](?:token|link_id|verify)=)[^\s"'<>&]+/gi;

/** The text with every known secret, and every link that carries one, masked. */
export function maskSecrets(text: string, secrets: (string | undefined)[] = []): string {
  let masked = text.replace(SECRET_LINK, "$1[hidden]");
  for (const secret of secrets) if (secret && secret.length >= 6) masked = masked.split(secret).join("[hidden]");
  return masked;
}

/** Throws when a mail's subject would carry its code or link (a template's mistake). */
export function assertSubjectHasNoSecret(subject: string, secrets: (string | undefined)[]): void {
  if (maskSecrets(subject, secrets) !== subject) throw new Error("A mail subject must not carry a code, link or token.");
}
