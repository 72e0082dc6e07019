import "server-only";
import { clock } from "@/lib/clock";
import type { Tx } from "@/lib/db";

/**
 * Marks the project changed now (app clock), in the transaction of a change to one of its
 * milestones: "the record" a review reminder asks about is the project, its milestones and its
 * people (docs/product.md#review-reminders), and updated_at is what the lists show as changed.
 */
export async function touchProject(tx: Tx, projectId: number): Promise<void> {
  await tx.$executeRaw`UPDATE project SET updated_at = ${clock.now()} WHERE id = ${projectId}`;
}
