import "server-only";
import { db } from "@/lib/db";
import { LEVEL } from "@/lib/levels";
import type { Stage } from "@/lib/interest/constants";
import type { Candidate } from "./candidates";
import type { FoundPerson } from "./finder-schemas";

// One member as the people finder shows them: name, stage, organisation, domains, note, until,
// from when they are available (null: now, by `today`), and whether they asked to join the milestone themselves. Their address only for an administrator.

export type DomainInfo = { id: number; description: string; taxonomy: "eml" | "rcoa" };

/** The domains by id, as the lists name them. */
export async function domainsById(ids: number[]): Promise<Map<number, DomainInfo>> {
  const rows = ids.length ? await db.domain.findMany({ where: { id: { in: ids } }, select: { id: true, description: true, taxonomy: true } }) : [];
  return new Map(rows.map((d) => [d.id, d]));
}

/** The candidates who have an open request to join the milestone, under their account or its address. */
export async function askedAlready(candidates: Candidate[], milestoneId: number | null): Promise<Set<number>> {
  if (!milestoneId || !candidates.length) return new Set();
  const rows = await db.interestRequest.findMany({
    where: { milestoneId, status: "open", OR: [{ accountId: { in: candidates.map((c) => c.accountId) } }, { email: { in: candidates.map((c) => c.email) } }] },
    select: { accountId: true, email: true },
  });
  const emails = new Set(rows.map((r) => r.email.toLowerCase()));
  const accounts = new Set(rows.map((r) => r.accountId));
  return new Set(candidates.filter((c) => accounts.has(c.accountId) || emails.has(c.email.toLowerCase())).map((c) => c.accountId));
}

type Invited = FoundPerson["invitation"];

/** Each candidate's latest invitation to the milestone, and whether they asked not to be invited to its project again. */
export async function invitationsOf(candidates: Candidate[], milestoneId: number, projectId: number): Promise<{ latest: Map<number, Invited>; blocked: Set<number> }> {
  const accountIds = candidates.map((c) => c.accountId);
  const [invitations, blocks] = await Promise.all([
    db.invitation.findMany({ where: { milestoneId, accountId: { in: accountIds } }, orderBy: { id: "asc" }, select: { id: true, accountId: true, status: true, createdAt: true } }),
    db.invitationBlock.findMany({ where: { projectId, accountId: { in: accountIds } }, select: { accountId: true } }),
  ]);
  const latest = new Map<number, Invited>(invitations.map((i) => [i.accountId, { id: i.id, status: i.status, created_at: i.createdAt.toISOString() }]));
  return { latest, blocked: new Set(blocks.map((b) => b.accountId)) };
}

type Shown = { today: string; domainIds: number[]; domains: Map<number, DomainInfo>; roles: number; asked: boolean; invitation?: Invited; noMore?: boolean };

export function foundPerson(c: Candidate, viewerLevel: number, shown: Shown): FoundPerson {
  const domains = shown.domainIds.flatMap((id) => {
    const d = shown.domains.get(id);
    return d ? [d] : [];
  });
  return {
    id: c.accountId,
    name: c.name,
    stage: c.stage as Stage,
    organisation: c.organisation,
    domains: domains.sort((a, b) => a.taxonomy.localeCompare(b.taxonomy) || a.description.localeCompare(b.description)),
    note: c.note,
    until: c.until,
    available_from: c.availableFrom > shown.today ? c.availableFrom : null,
    roles_in_domains: shown.roles,
    asked: shown.asked,
    invitation: shown.invitation ?? null,
    no_more: shown.noMore ?? false,
    ...(viewerLevel >= LEVEL.admin ? { email: c.email } : {}),
  };
}
