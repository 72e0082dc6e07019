// The modal dialogs open now, newest last, each with the way to close it. A toast that appears
// while a dialog is open (a message of the action just before, whose code was still loading)
// sits under the dialog's overlay, yet Radix counts it as the newest layer and gives it the
// Escape key: the Toaster asks here and hands the key to the dialog the person sees.

const open: Array<() => void> = [];

/** Records an open dialog; returns what forgets it when it closes. */
export function trackOpenDialog(close: () => void): () => void {
  open.push(close);
  return () => {
    const index = open.lastIndexOf(close);
    if (index >= 0) open.splice(index, 1);
  };
}

/** Closes the newest open dialog; false when none is open. */
export function closeNewestDialog(): boolean {
  const close = open.at(-1);
  close?.();
  return close !== undefined;
}
