import { generate } from "otplib";

// The authenticator app of the end-to-end tests. The server accepts the current 30-second step
// and one step back, and never a step it has already accepted. A code of the step just gone
// (`stepsBack: 1`) keeps the current step free for a sign-in that follows, but it stays valid
// only until the current step ends: typed in the last seconds of a step on a busy machine, it
// arrives a step too late. So such a code is taken early in a step, waiting for the next one
// when too little of this one is left.

const STEP_SECONDS = 30;
/** Time a test may need between taking a code and the server checking it (typing, a busy CI). */
const MARGIN_SECONDS = 15;

/**
 * The code for now, or for `stepsBack` steps ago, with time to type it before it expires. `now`:
 * the server's time, when a spec has moved its clock (AppClock in e2e/fixtures.ts).
 */
export async function authenticatorCode(secret: string, stepsBack = 0, now: () => number = Date.now): Promise<string> {
  if (stepsBack > 0) {
    const left = STEP_SECONDS - ((now() / 1000) % STEP_SECONDS);
    if (left < MARGIN_SECONDS) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 250));
  }
  return generate({ secret, epoch: Math.floor(now() / 1000) - STEP_SECONDS * stepsBack });
}

/** A six-digit code that is none of the codes the server would accept around now. */
export async function wrongAuthenticatorCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const near = await Promise.all([-1, 0, 1, 2].map((k) => generate({ secret, epoch: now - STEP_SECONDS * k })));
  return ["123456", "654321", "111222"].find((c) => !near.includes(c))!;
}
