import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { ownerOfSession } from "@/lib/people/addresses";
import { LEAD_ROLE } from "@/lib/projects/types";
import { ukDayOf } from "@/lib/dates";
import { isoDay } from "./days";
import type { Contribution, ContributionsAnswer } from "./schemas";

// GET /api/profile/contributions/ (level 3+): every project and milestone the account's people
// hold or held a role on (docs/product.md#my-contributions). The people are the session's own
// (lib/people/addresses.ts: the account's linked person and the people with its verified address), never a parameter, so
// nobody reads another's list. A current role is its link; a role that ended is a closed row of
// the role history; a role's dates are when it was added and removed where the history knows
// (within the project's or milestone's dates), else the project's or milestone's own. One snapshot (repeatable read), so a save in between
// cannot show a role both as current and as ended.

const leads = {
  where: { roleId: LEAD_ROLE },
  select: { person: { select: { firstName: true, lastName: true } } },
  orderBy: { personId: "asc" },
} as const;

const projectFields = {
  id: true,
  shortDescription: true,
  startDate: true,
  expectedCompletionDate: true,
  status: { select: { description: true } },
  people: leads,
} as const;

const milestoneFields = {
  id: true,
  description: true,
  startDate: true,
  endDate: true,
  status: { select: { description: true } },
  people: leads,
  project: { select: { id: true, shortDescription: true, people: leads } },
} as const;

const role = { select: { description: true } } as const;
const historyFields = { id: true, personId: true, roleId: true, addedAt: true, removedAt: true, joined: true, role } as const;

type Named = { person: { firstName: string; lastName: string } };
const names = (people: Named[]) => people.map(({ person }) => `${person.firstName} ${person.lastName}`.trim()).join(", ");

/** What an entry shows of its project or milestone. */
type Item = {
  kind: Contribution["kind"];
  id: number;
  projectId: number;
  project: string;
  milestone: string | null;
  start: Date;
  end: Date | null;
  status: string;
  lead: string;
};

type ProjectRow = {
  id: number;
  shortDescription: string;
  startDate: Date;
  expectedCompletionDate: Date | null;
  status: { description: string };
  people: Named[];
};

type MilestoneRow = {
  id: number;
  description: string;
  startDate: Date;
  endDate: Date | null;
  status: { description: string };
  people: Named[];
  project: { id: number; shortDescription: string; people: Named[] };
};

function projectItem(p: ProjectRow): Item {
  return {
    kind: "project",
    id: p.id,
    projectId: p.id,
    project: p.shortDescription,
    milestone: null,
    start: p.startDate,
    end: p.expectedCompletionDate,
    status: p.status.description,
    lead: names(p.people),
  };
}

function milestoneItem(m: MilestoneRow): Item {
  return {
    kind: "milestone",
    id: m.id,
    projectId: m.project.id,
    project: m.project.shortDescription,
    milestone: m.description,
    start: m.startDate,
    end: m.endDate,
    status: m.status.description,
    // A milestone without a lead of its own answers to its project's.
    lead: names(m.people) || names(m.project.people),
  };
}

/**
 * The days a role was held. A person who joined (an accepted request) held it from the day they
 * joined, whatever the item's planned dates, and to the day it ended (or the item's end, if that
 * is still to come). A role an editor recorded keeps its own days where they fall within the
 * item's dates; otherwise the item's dates stand: a role recorded after the work ended took part
 * in the whole of it, and one taken away after the end held to the end. Only a role taken away
 * before the work began keeps days outside them.
 */
function roleDates(item: Item, history: { addedAt: Date | null; removedAt: Date | null; joined: boolean }): { from: string; to: string | null } {
  const start = isoDay(item.start);
  const end = item.end ? isoDay(item.end) : null;
  const within = (day: string) => day >= start && (end === null || day <= end);
  const added = history.addedAt ? ukDayOf(history.addedAt) : null;
  const removed = history.removedAt ? ukDayOf(history.removedAt) : null;
  if (history.joined && added) return { from: added, to: removed ?? (end !== null && end >= added ? end : null) };
  if (removed && removed < start) return { from: added && added <= removed ? added : removed, to: removed };
  return { from: added && within(added) ? added : start, to: removed && within(removed) ? removed : end };
}

type Held = { addedAt: Date | null; removedAt: Date | null; joined: boolean };
const NO_HISTORY: Held = { addedAt: null, removedAt: null, joined: false };

function entry(item: Item, key: string, roleName: string, held: Held): Contribution {
  return {
    key,
    kind: item.kind,
    projectId: item.projectId,
    project: item.project,
    milestone: item.milestone,
    role: roleName,
    ...roleDates(item, held),
    status: item.status,
    ended: held.removedAt !== null,
    lead: item.lead,
  };
}

type History = Held & { id: number; personId: number; roleId: number; role: { description: string } };

/** The current roles (links) with their start from the open history row, and the ended ones. */
function entriesOf<L extends { personId: number; roleId: number; role: { description: string } }, H extends History>(
  kind: Contribution["kind"],
  links: L[],
  history: H[],
  itemOfLink: (link: L) => Item,
  itemOfHistory: (row: H) => Item,
): Contribution[] {
  const current = links.map((link) => {
    const item = itemOfLink(link);
    const open = history.findLast(
      (h) => h.removedAt === null && h.personId === link.personId && h.roleId === link.roleId && itemOfHistory(h).id === item.id,
    );
    return entry(item, `${kind}-${item.id}-${link.personId}-current`, link.role.description, open ? { ...open, removedAt: null } : NO_HISTORY);
  });
  const ended = history
    .filter((h) => h.removedAt !== null)
    .map((h) => entry(itemOfHistory(h), `${kind}-history-${h.id}`, h.role.description, h));
  return [...current, ...ended];
}

/** Most recent first; then by project and milestone, so the order is the same every time. */
function byRecency(a: Contribution, b: Contribution): number {
  return b.from.localeCompare(a.from) || a.project.localeCompare(b.project) || (a.milestone ?? "").localeCompare(b.milestone ?? "") || a.key.localeCompare(b.key);
}

export async function listContributions(session: Pick<CurrentSession, "level" | "accountId" | "email" | "userName">): Promise<ContributionsAnswer> {
  const people = (await ownerOfSession(db, session)).personIds;
  if (!people.length) return { name: session.userName, contributions: [] };
  const mine = { personId: { in: people } };
  // One after the other: a transaction's statements share its one connection. The isolation is
  // set by the transaction's first statement (the adapter's own option sends it alongside BEGIN,
  // two queries at once on one client, which pg deprecates).
  const [projectLinks, milestoneLinks, projectHistory, milestoneHistory, persons] = await db.$transaction(
    async (tx) => [
      await tx.$executeRaw`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`,
      await tx.projectPerson.findMany({ where: mine, select: { personId: true, roleId: true, role, project: { select: projectFields } } }),
      await tx.milestonePerson.findMany({ where: mine, select: { personId: true, roleId: true, role, milestone: { select: milestoneFields } } }),
      await tx.projectRoleHistory.findMany({ where: mine, select: { ...historyFields, project: { select: projectFields } }, orderBy: { id: "asc" } }),
      await tx.milestoneRoleHistory.findMany({ where: mine, select: { ...historyFields, milestone: { select: milestoneFields } }, orderBy: { id: "asc" } }),
      await tx.person.findMany({ where: { id: { in: people } }, select: { firstName: true, lastName: true }, orderBy: { id: "asc" } }),
    ] as const,
  ).then(([, ...reads]) => reads);
  const contributions = [
    ...entriesOf("project", projectLinks, projectHistory, (l) => projectItem(l.project), (h) => projectItem(h.project)),
    ...entriesOf("milestone", milestoneLinks, milestoneHistory, (l) => milestoneItem(l.milestone), (h) => milestoneItem(h.milestone)),
  ].sort(byRecency);
  const personNames = [...new Set(persons.map((p) => `${p.firstName} ${p.lastName}`.trim()))].join(" / ");
  return { name: personNames || session.userName, contributions };
}
