import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { ukDayOf } from "@/lib/dates";
import { db } from "@/lib/db";
import { STAGE_WANTED } from "@/lib/interest/constants";
import { listOpportunities } from "@/lib/interest/opportunities";
import type { SuggestedAnswer } from "./finder-schemas";

// GET /api/opportunities/suggested/ (level 3+): "Suggested for you", on Open to join and in What
// needs you (docs/product.md#open-to-projects): of the milestones the member could ask to join
// (Open to join's own list and rule), those whose stage wanted fits the stage they said they are
// open to (Anyone fits every stage) and whose own domains include one of theirs (any, when they
// chose none), each with why: the shared domains and the stage wanted ("Simulation, Core
// trainees"). Nothing while they are not open to projects, or past their day.

const FITS: Record<10 | 20 | 30, (stage: string) => boolean> = { 10: (s) => s === "core", 20: (s) => s === "higher", 30: () => true };
const SHOWN = 20;

export async function suggestedForYou(session: CurrentSession): Promise<SuggestedAnswer> {
  if (!session.accountId) return { suggested: [] };
  const entry = await db.openToProjects.findUnique({ where: { accountId: session.accountId }, select: { stage: true, until: true, domains: { select: { domainId: true } } } });
  if (!entry || entry.until.toISOString().slice(0, 10) < ukDayOf(clock.now())) return { suggested: [] };
  const mine = new Set(entry.domains.map((d) => d.domainId));
  const board = await listOpportunities(session, { stage: null, eml: [], rcoa: [], q: "" });
  const suggested = board.opportunities.flatMap((o) => {
    if (!o.may_ask || o.my_request || !FITS[o.looking_for](entry.stage)) return [];
    const shared = [...o.domains.eml, ...o.domains.rcoa].filter((d) => mine.has(d.id));
    if (mine.size && !shared.length) return [];
    const why = [...shared.map((d) => d.description), STAGE_WANTED[o.looking_for]].join(", ");
    return [{ milestone: o.milestone, name: o.name, project: o.project, start_date: o.start_date, why }];
  });
  return { suggested: suggested.slice(0, SHOWN) };
}
