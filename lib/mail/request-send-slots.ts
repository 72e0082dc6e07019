import "server-only";

// How many mails this instance's requests hand to the mail server at once. A request waiting on
// a slow mail server holds no database connection (deliver-mail.ts), but each still holds a
// person, a socket and memory; past this many the next one waits briefly for a slot and is then
// told to try again in a minute, so a hanging mail server never piles up the web server.

const REQUEST_SEND_SLOTS = 4;
/** How long a request waits for a free slot before it answers 503. */
const SLOT_WAIT_MS = 2000;

type Slots = { busy: number; waiting: (() => void)[] };
const slots = ((globalThis as Record<symbol, Slots>)[Symbol.for("project-directory.request-send-slots")] ??= { busy: 0, waiting: [] });

/**
 * Runs `send` in one of the slots, waiting up to `waitMs` for one. Answers `null` without running
 * it when none came free in time.
 */
export async function inSendSlot<T>(send: () => Promise<T>, waitMs = SLOT_WAIT_MS): Promise<{ value: T } | null> {
  if (slots.busy < REQUEST_SEND_SLOTS) slots.busy++;
  // (a slot handed on by the request that held it: the count stays)
  else if (!(await freeSlot(waitMs))) return null;
  try {
    return { value: await send() };
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.busy--;
  }
}

/** Waits for a slot to be handed on; false when `waitMs` passed first. */
function freeSlot(waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      slots.waiting.splice(slots.waiting.indexOf(wake), 1);
      resolve(false);
    }, Math.max(0, waitMs));
    slots.waiting.push(wake);
  });
}
