import "server-only";
import type { SavedSearch } from "@/lib/generated/prisma/client";
import type { SavedSearchSummary } from "./schemas";

/** A saved search as its owner's screens show it. */
export function savedSearchSummary(row: SavedSearch): SavedSearchSummary {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    criteria: (row.criteria ?? {}) as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    stoppedReason: row.stoppedReason,
  };
}
