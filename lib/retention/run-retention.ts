import "server-only";
import { logEvent } from "@/lib/log";
import { disableInactiveAccounts } from "./disable-inactive";
import { pruneActivity } from "./prune-activity";
import { warnInactiveAccounts } from "./warn-inactive";

/**
 * The daily retention task (lib/worker/scheduled-tasks.ts). Disabling runs before warning, so an
 * account is never warned and disabled by the same run.
 */
export async function runRetention(): Promise<Record<string, number>> {
  const done = {
    disabled: await disableInactiveAccounts(),
    warned: await warnInactiveAccounts(),
    activityRemoved: await pruneActivity(),
  };
  logEvent("retention.done", done);
  return done;
}
