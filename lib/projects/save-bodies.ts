import type { SaveMilestoneInput, SaveProjectInput } from "./schemas";
import type { Milestone, Project } from "./types";

// The saves that change nothing: what the editors send for a project or milestone exactly as
// the list shows it, at its current version. The tests, the two-instance check and the bench
// save these (edited where they need a change). Client-safe.

export function projectSaveBody(project: Project): SaveProjectInput {
  return {
    id: project.id,
    version: project.version,
    short_description: project.short_description,
    long_description: project.long_description,
    start_date: project.start_date,
    expected_completion_date: project.expected_completion_date,
    status: project.status,
    domains: { eml: project.domains.eml.map((d) => d.id), rcoa: project.domains.rcoa.map((d) => d.id) },
    people: project.people.map((p) => ({ id: p.id, role: p.role })),
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
    domains: { eml: milestone.domains.eml.map((d) => d.id), rcoa: milestone.domains.rcoa.map((d) => d.id) },
    people: milestone.people.map((p) => ({ id: p.id, role: p.role })),
  };
}
