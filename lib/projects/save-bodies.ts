import type { RoleHolder } from "./edit-rules";
import type { SaveMilestoneInput, SaveProjectInput } from "./schemas";
import type { Milestone, PersonOnItem, Project, ProjectDomains } from "./types";

// What a save sends of a project or milestone, from what the list shows. Client-safe: the
// editors' forms use the same pieces.

/** The ids of the domains, by taxonomy, as a save sends them. */
export function domainIds(domains: ProjectDomains): { eml: number[]; rcoa: number[] } {
  return { eml: domains.eml.map((d) => d.id), rcoa: domains.rcoa.map((d) => d.id) };
}

/** Who holds which role, as a save sends it (and as the edit rules read it). */
export function roleHolders(people: PersonOnItem[]): RoleHolder[] {
  return people.map((p) => ({ id: p.id, role: p.role }));
}

// The saves that change nothing: what the editors send for a project or milestone exactly as
// the list shows it, at its current version. The tests, the two-instance check and the bench
// save these (edited where they need a change).

export function projectSaveBody(project: Project): SaveProjectInput {
  return {
    id: project.id,
    version: project.version,
    short_description: project.short_description,
    long_description: project.long_description,
    start_date: project.start_date,
    expected_completion_date: project.expected_completion_date,
    status: project.status,
    domains: domainIds(project.domains),
    people: roleHolders(project.people),
  };
}

export function milestoneSaveBody(milestone: Milestone): SaveMilestoneInput {
  return {
    id: milestone.id,
    project: milestone.project,
    version: milestone.version,
    description: milestone.description,
    start_date: milestone.start_date,
    end_date: milestone.end_date,
    status: milestone.status,
    looking_for: milestone.looking_for,
    domains: domainIds(milestone.domains),
    people: roleHolders(milestone.people),
  };
}
