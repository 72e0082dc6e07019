// The session a request came with, as the request context carries it (lib/request-context.ts).
// A type alone, apart from the session code (session.ts): the context, and through it every log
// line, can name it without importing the code that reads sessions from the database.

export type CurrentSession = {
  sid: string;
  hash: string;
  /** true when the id was created for this request and its cookie must be sent */
  isNew: boolean;
  signedIn: boolean;
  stage: "anonymous" | "pending_2fa" | "active";
  level: number;
  accountId: number | null;
  organisationId: number | null;
  userName: string;
  email: string;
  people: number[];
  authenticatedAt: Date | null;
  /** The last proof given again for an account change (POST /api/auth/reauthenticate/). */
  reauthenticatedAt: Date | null;
  redirectTo: string | null;
};
