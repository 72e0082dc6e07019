import "server-only";
import { db } from "@/lib/db";
import type { ActivityNames } from "./describe-changes";

// The names behind the ids the log keeps (statuses, looking-for, domains, roles). These lists
// are short, so one read of each per page of the log is cheaper than joining per row.

const toMap = (rows: { id: number; description: string }[]) => new Map(rows.map((r) => [r.id, r.description]));
const select = { id: true, description: true } as const;

export async function loadActivityNames(): Promise<ActivityNames> {
  const [status, lookingFor, domain, projectRole, milestoneRole] = await Promise.all([
    db.status.findMany({ select }),
    db.lookingFor.findMany({ select }),
    db.domain.findMany({ select }),
    db.projectRole.findMany({ select }),
    db.milestoneRole.findMany({ select }),
  ]);
  return {
    status: toMap(status),
    lookingFor: toMap(lookingFor),
    domain: toMap(domain),
    projectRole: toMap(projectRole),
    milestoneRole: toMap(milestoneRole),
  };
}
