import "server-only";
import { fromPrisma, type SendOptions } from "pg-boss";
import type { Tx } from "@/lib/db";
import { queue } from "./boss";

/**
 * Adds a job inside the caller's transaction: it exists only if the transaction commits, and
 * the queue's NOTIFY (sent by the same statement) reaches the workers at that commit, so a worker
 * picks it up at once without polling.
 */
export async function addJob(tx: Tx, name: string, data: object, options: Omit<SendOptions, "db"> = {}): Promise<void> {
  const boss = await queue();
  await boss.send(name, data, { ...options, db: fromPrisma(tx) });
}
