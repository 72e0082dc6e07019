import type { SessionChange } from "../session-change";

// What every way of signing in gives back: a refusal (the route gives it its status), or the
// answer with the session change that signs the browser in (the route wrapper applies it).

export type SignInResult<Answer, Refusal = never> =
  | { refused: Refusal; status?: number }
  | { answer: Answer; session: SessionChange };
