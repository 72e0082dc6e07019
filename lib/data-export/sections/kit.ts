import "server-only";
import type { Tx } from "@/lib/db";
import type { Subject } from "../subject";

// What every section of an export shares: each is one collector, reading in the export's one
// read-only snapshot (collect.ts) and answering plain JSON rows.

export type Collector = (tx: Tx, subject: Subject) => Promise<unknown[]>;

export const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** Rows under one of the subject's accounts or (for a row without an account) one of their addresses. */
export const byAccountOrAddress = (s: Subject) => ({ OR: [{ accountId: { in: s.accountIds } }, { accountId: null, email: { in: s.emails } }] });
