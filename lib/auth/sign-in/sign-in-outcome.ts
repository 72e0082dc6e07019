import type { CurrentSession } from "../session";

// What a sign-in operation hands its route: either a refusal (the route gives it its status) or
// the new session, its cookies and the 200 answer. Keeps cookies and statuses out of lib/.

export type RequestWhere = { ip: string; requestId: string; userAgent: string | null };

export type SignInOutcome<Answer, Refusal = never> =
  | { refused: Refusal }
  | { signIn: { session: CurrentSession; cookies: string[] }; answer: Answer };
