import "server-only";
import type { Tx } from "@/lib/db";

/** Projects a person is on, directly or through a milestone: their search text names them. */
export async function projectsOfPeople(tx: Tx, personIds: number[]): Promise<number[]> {
  const [direct, viaMilestones] = await Promise.all([
    tx.projectPerson.findMany({ where: { personId: { in: personIds } }, select: { projectId: true } }),
    tx.milestonePerson.findMany({
      where: { personId: { in: personIds } },
      select: { milestone: { select: { projectId: true } } },
    }),
  ]);
  return [...new Set([...direct.map((r) => r.projectId), ...viaMilestones.map((r) => r.milestone.projectId)])];
}
