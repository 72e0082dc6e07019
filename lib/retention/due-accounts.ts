import "server-only";
import { db } from "@/lib/db";
import type { RetentionCutoffs } from "./rules";

// The accounts the retention task acts on, for the task and the admin's list alike. An account's
// last activity is its last sign-in, or its creation if it never signed in; a warning counts
// only while nobody signed in after it.

export type DueAccount = {
  id: number;
  username: string;
  email: string;
  last_active: Date;
  /** null: inactive and not yet warned */
  warned_at: Date | null;
};

/** Inactive, enabled and not warned since their last sign-in: the task warns them. */
export function accountsToWarn(cutoffs: RetentionCutoffs, limit = 1000): Promise<DueAccount[]> {
  return db.$queryRaw<DueAccount[]>`
    SELECT id, username::text AS username, email::text AS email,
           COALESCE(last_sign_in_at, created_at) AS last_active, NULL::timestamp AS warned_at
      FROM account
     WHERE NOT disabled AND COALESCE(last_sign_in_at, created_at) < ${cutoffs.inactiveBefore}
       AND (inactivity_warned_at IS NULL OR inactivity_warned_at < COALESCE(last_sign_in_at, created_at))
     ORDER BY COALESCE(last_sign_in_at, created_at), id
     LIMIT ${limit}`;
}

/** Enabled, warned, and nobody signed in since the warning: disabled on its day. */
export function warnedAccounts(limit = 1000): Promise<DueAccount[]> {
  return db.$queryRaw<DueAccount[]>`
    SELECT id, username::text AS username, email::text AS email,
           COALESCE(last_sign_in_at, created_at) AS last_active, inactivity_warned_at AS warned_at
      FROM account
     WHERE NOT disabled AND inactivity_warned_at IS NOT NULL
       AND inactivity_warned_at >= COALESCE(last_sign_in_at, created_at)
     ORDER BY inactivity_warned_at, id
     LIMIT ${limit}`;
}
