import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { retentionCutoffs } from "./rules";

/** Activity entries older than ACTIVITY_RETENTION_YEARS go (docs/product.md#retention). */
export async function pruneActivity(): Promise<number> {
  const { activityBefore } = retentionCutoffs(clock.now());
  return (await db.activityLog.deleteMany({ where: { at: { lt: activityBefore } } })).count;
}
