import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";

// One activity-log row per change, written in the same transaction as the change, so the log
// never claims a change that was rolled back nor misses one that was kept.

export type Activity = {
  session: Pick<CurrentSession, "accountId" | "userName" | "email">;
  /** e.g. project.update, milestone.delete, person.create */
  action: string;
  entityType: string;
  entityId?: number | null;
  projectId?: number | null;
  personId?: number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
};

/** A plain JSON copy (dates become strings, undefined keys drop), or SQL NULL when absent. */
function jsonOrNull(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  if (value === undefined || value === null) return Prisma.DbNull;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

export async function logActivity(tx: Pick<Tx, "activityLog">, activity: Activity): Promise<void> {
  const { session } = activity;
  await tx.activityLog.create({
    data: {
      accountId: session.accountId,
      actorName: (session.userName || session.email || "unknown").slice(0, 200),
      action: activity.action.slice(0, 50),
      entityType: activity.entityType.slice(0, 30),
      entityId: activity.entityId ?? null,
      projectId: activity.projectId ?? null,
      personId: activity.personId ?? null,
      summary: activity.summary.slice(0, 500),
      before: jsonOrNull(activity.before),
      after: jsonOrNull(activity.after),
    },
  });
}
