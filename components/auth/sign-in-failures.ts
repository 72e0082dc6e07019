// The password sign-in failures of this browser tab, counted in the browser (sessionStorage):
// after the third the login page adds a hint of what else to try. The count is the browser's
// own, never the account's, and the server's answer does not change with it, so the hint is the
// same for an existing, a locked and an unknown account and tells nothing about any of them
// (docs/product.md#error-messages).

const KEY = "signInFailures";
export const HINT_AFTER_FAILURES = 3;

/** Counts one more failure; the count so far (0 where the browser keeps nothing). */
export function countSignInFailure(): number {
  try {
    const count = (Number(sessionStorage.getItem(KEY)) || 0) + 1;
    sessionStorage.setItem(KEY, String(count));
    return count;
  } catch {
    return 0;
  }
}

export function forgetSignInFailures(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): nothing was counted either
  }
}
