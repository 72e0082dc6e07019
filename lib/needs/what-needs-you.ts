import "server-only";
import { newMatches } from "@/lib/alerts/matching-milestones";
import { clock } from "@/lib/clock";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { interestCounts } from "@/lib/interest/lists";
import { openInvitations } from "@/lib/invitations/mine";
import { suggestedForYou } from "@/lib/people-finder/suggested";
import { listOpportunities } from "@/lib/interest/opportunities";
import { LEVEL } from "@/lib/levels";
import { ownerOfSession } from "@/lib/people/addresses";
import { queryProjectDocs } from "@/lib/projects/query-projects";
import { LEAD_ROLE, type Project } from "@/lib/projects/types";
import { accountsToWarn, warnedAccounts } from "@/lib/retention/due-accounts";
import { retentionCutoffs } from "@/lib/retention/rules";
import { needsReviewCondition } from "@/lib/reviews/review-condition";
import { reviewDay } from "@/lib/reviews/review-day";
import { reviewReason } from "@/lib/reviews/review-rules";
import type { NeedsAnswer } from "./schemas";

// What waits for the signed-in person (docs/product.md#what-needs-you), each part asked of the
// module that owns it: the requests they decide (the list rows' counts), their own requests (by
// the one rule of whose addresses are whose), the invitations waiting for their answer, the
// milestones suggested for them (what they are open to), the projects they lead that need review
// (the reminders' own condition), their saved searches' next alerts (the alerts' own matching),
// and for admins the failed mail and the retention task's next accounts. Reads only.

const LATELY_MS = 30 * 24 * 3600_000;
const DUE_SHOWN = 20;
/** A count the page shows as "25 or more": enough to say there is work, without counting it all. */
const MATCHES_COUNTED = 25;

async function myRequests(session: CurrentSession): Promise<NeedsAnswer["myRequests"]> {
  const { addresses } = await ownerOfSession(db, session);
  if (!addresses.length) return { waiting: 0, decidedLately: 0 };
  const since = new Date(clock.ms() - LATELY_MS);
  const [waiting, decidedLately] = await Promise.all([
    db.interestRequest.count({ where: { email: { in: addresses }, status: "open" } }),
    db.interestRequest.count({ where: { email: { in: addresses }, status: { in: ["accepted", "declined"] }, closedAt: { gte: since } } }),
  ]);
  return { waiting, decidedLately };
}

async function projectsDue(session: CurrentSession): Promise<NeedsAnswer["projectsDue"]> {
  if (!session.people.length) return [];
  const led = Prisma.sql`p.id IN (SELECT pp.project_id FROM project_person pp WHERE pp.role_id = ${LEAD_ROLE} AND pp.person_id = ANY(${session.people}::int[]))`;
  const docs = await queryProjectDocs(Prisma.sql`${led} AND ${needsReviewCondition()}`);
  const day = reviewDay();
  return docs.slice(0, DUE_SHOWN).flatMap((doc) => {
    const project = JSON.parse(doc) as Project;
    const reason = reviewReason(project, day);
    return reason ? [{ id: project.id, short_description: project.short_description, reason: reason.kind, day: reason.day }] : [];
  });
}

async function savedSearches(session: CurrentSession): Promise<NeedsAnswer["savedSearches"]> {
  if (!session.accountId) return [];
  const searches = await db.savedSearch.findMany({
    where: { accountId: session.accountId, stoppedAt: null },
    orderBy: { id: "asc" },
    select: { id: true, name: true, criteria: true },
  });
  const counted = await Promise.all(
    searches.map(async (s) => ({ id: s.id, name: s.name, newMatches: (await newMatches(db, s.id, s.criteria, session, MATCHES_COUNTED)).length })),
  );
  return counted.filter((s) => s.newMatches > 0);
}

async function adminNeeds(session: CurrentSession): Promise<NeedsAnswer["admin"]> {
  if (session.level < LEVEL.admin) return null;
  const [failedMail, toWarn, warned] = await Promise.all([
    db.mail.count({ where: { status: "failed" } }),
    accountsToWarn(retentionCutoffs(clock.now())),
    warnedAccounts(),
  ]);
  return { failedMail, retentionDue: toWarn.length + warned.length };
}

/** Everything on the Open to join board for this viewer, as the board counts it. */
async function openToJoin(session: CurrentSession): Promise<number> {
  const board = await listOpportunities(session, { stage: null, eml: [], rcoa: [], q: "" });
  return board.opportunities.length + board.more;
}

export async function whatNeedsYou(session: CurrentSession): Promise<NeedsAnswer> {
  const [counts, mine, invitations, suggested, due, searches, open, admin] = await Promise.all([
    interestCounts(session),
    myRequests(session),
    openInvitations(session),
    suggestedForYou(session).then((s) => s.suggested.length),
    projectsDue(session),
    savedSearches(session),
    openToJoin(session),
    adminNeeds(session),
  ]);
  return { toDecide: counts.reduce((sum, c) => sum + c.open, 0), myRequests: mine, invitations, suggested, projectsDue: due, savedSearches: searches, openToJoin: open, admin };
}
