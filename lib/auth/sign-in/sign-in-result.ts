import type { SessionChange } from "../session-change";

// What every way of signing in gives back: a refusal (the route gives it its status), or the
// answer with the session change that signs the browser in (the route wrapper applies it). A
// sign-in that can end without signing anyone in (a provider's: an admin's test, or an account
// that must confirm the link first) names those answers as `Unsigned`: they carry no session.

export type SignInResult<Answer, Refusal = never, Unsigned = never> =
  | { refused: Refusal; status?: number }
  | { answer: Answer; session: SessionChange }
  | { answer: Unsigned; session?: undefined };
