import "server-only";
import { iso, type Collector } from "./kit";

// The activity entries about them or made by them. The wording of an entry names who it was
// about, so it is kept only where that is the subject; for a change they made to someone else's
// record, the entry says what and when without it.

export const activity = (async (tx, s) => {
  const rows = await tx.activityLog.findMany({
    where: {
      OR: [
        { accountId: { in: s.accountIds } },
        { personId: { in: s.personIds } },
        { entityType: "account", entityId: { in: s.accountIds } },
        { entityType: "person", entityId: { in: s.personIds } },
      ],
    },
    orderBy: { id: "asc" },
    select: { id: true, at: true, accountId: true, action: true, entityType: true, entityId: true, projectId: true, personId: true, summary: true },
  });
  const aboutThem = (a: (typeof rows)[number]) =>
    (a.personId !== null && s.personIds.includes(a.personId)) ||
    (a.entityType === "account" && a.entityId !== null && s.accountIds.includes(a.entityId)) ||
    (a.entityType === "person" && a.entityId !== null && s.personIds.includes(a.entityId));
  return rows.map((a) => ({
    id: Number(a.id),
    at: iso(a.at),
    byYou: a.accountId !== null && s.accountIds.includes(a.accountId),
    action: a.action,
    entityType: a.entityType,
    entityId: a.entityId,
    projectId: a.projectId,
    summary: aboutThem(a) ? a.summary : null,
  }));
}) satisfies Collector;
