// Says what a save, delete or send did, in a polite status message that leaves focus where it
// is (docs/decisions/030-toasts-with-radix.md). The page's message banner shows it; Radix's
// Toast loads with the first one, so a page pays for it only once something has happened on it.

type Listener = (text: string) => void;
const listeners = new Set<Listener>();

export function toast(text: string): void {
  for (const listener of listeners) listener(text);
}

/** The message banner subscribes here. */
export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
