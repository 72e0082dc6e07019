import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { ukDayOf } from "@/lib/dates";
import { db } from "@/lib/db";
import { Forbidden } from "@/lib/errors";
import { isEditor } from "@/lib/projects/edit-rules";
import { LEAD_ROLE } from "@/lib/projects/types";
import { openCandidates } from "./candidates";
import type { DirectoryAnswer, DirectoryQuery } from "./finder-schemas";
import { domainsById, foundPerson } from "./found-person";

// GET /api/people_finder/directory/ (docs/product.md#open-to-projects): every member open to
// projects, by name, filtered by stage, a domain and an organisation, for those who decide
// somewhere: editors and admins (level 6+), and members of levels 3-5 who lead a project or a
// milestone. Everyone else is refused (403), whatever they filter by.

/** Whether the viewer leads any project or milestone (levels 3-5), or edits everything. */
async function mayUseDirectory(session: Pick<CurrentSession, "level" | "people">): Promise<boolean> {
  if (isEditor(session)) return true;
  if (!session.people.length) return false;
  const lead = { personId: { in: [...session.people] }, roleId: LEAD_ROLE };
  const [projects, milestones] = await Promise.all([db.projectPerson.count({ where: lead }), db.milestonePerson.count({ where: lead })]);
  return projects + milestones > 0;
}

export async function listDirectory(session: CurrentSession, query: DirectoryQuery): Promise<DirectoryAnswer> {
  if (!(await mayUseDirectory(session))) throw new Forbidden("The people directory is for the leads of projects and milestones.");
  const today = ukDayOf(clock.now());
  const candidates = (await openCandidates(db, { today, stages: query.stage ? [query.stage] : undefined, organisation: query.organisation }))
    .filter((c) => !query.domain || c.domainIds.includes(query.domain))
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB") || a.accountId - b.accountId);
  const [domains, organisations] = await Promise.all([
    domainsById([...new Set(candidates.flatMap((c) => c.domainIds))]),
    db.organisation.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
  ]);
  return { people: candidates.map((c) => foundPerson(c, session.level, { today, domainIds: c.domainIds, domains, roles: 0, asked: false })), organisations };
}
