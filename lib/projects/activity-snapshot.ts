import "server-only";
import type { Milestone, Project } from "./types";

// What the activity log keeps of a project or milestone: its fields and links, without the
// milestones of a project (each has its own log rows) or display texts.

const people = (list: Project["people"]) => list.map((p) => ({ id: p.id, name: p.name, role: p.role }));
const domains = (d: Project["domains"]) => ({ eml: d.eml.map((x) => x.id), rcoa: d.rcoa.map((x) => x.id) });

export function projectSnapshot(project: Project | null | undefined) {
  if (!project) return null;
  return {
    short_description: project.short_description,
    long_description: project.long_description,
    start_date: project.start_date,
    expected_completion_date: project.expected_completion_date,
    status: project.status,
    version: project.version,
    domains: domains(project.domains),
    people: people(project.people),
    milestones: project.milestones.map((m) => m.id),
  };
}

export function milestoneSnapshot(milestone: Milestone | null | undefined) {
  if (!milestone) return null;
  return {
    project: milestone.project,
    description: milestone.description,
    start_date: milestone.start_date,
    end_date: milestone.end_date,
    status: milestone.status,
    looking_for: milestone.looking_for,
    version: milestone.version,
    domains: domains(milestone.domains),
    people: people(milestone.people),
  };
}
