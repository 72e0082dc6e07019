import type { SaveMilestoneInput } from "@/lib/projects/schemas";
import type { Milestone, PersonOnItem, Project } from "@/lib/projects/types";
import { domainIds, roleHolders } from "@/lib/projects/save-bodies";

// The milestone dialog's form state and the payload it sends.

export type MilestoneForm = {
  description: string;
  start_date: string;
  end_date: string;
  status: string;
  looking_for: string;
  eml: number[];
  rcoa: number[];
  people: PersonOnItem[];
};

export function milestoneForm(milestone: Milestone | null, project: Project): MilestoneForm {
  if (!milestone) {
    return {
      description: "",
      // a new milestone starts when its project does, until the person says otherwise
      start_date: project.start_date,
      end_date: "",
      status: "1",
      looking_for: "",
      eml: [],
      rcoa: [],
      people: [],
    };
  }
  return {
    description: milestone.description,
    start_date: milestone.start_date,
    end_date: milestone.end_date ?? "",
    status: String(milestone.status),
    looking_for: String(milestone.looking_for),
    ...domainIds(milestone.domains),
    people: milestone.people,
  };
}

export function milestonePayload(form: MilestoneForm, milestone: Milestone | null, project: Project): SaveMilestoneInput {
  return {
    id: milestone?.id ?? null,
    project: project.id,
    version: milestone?.version,
    description: form.description,
    start_date: form.start_date,
    end_date: form.end_date || null,
    status: Number(form.status),
    looking_for: Number(form.looking_for),
    domains: { eml: form.eml, rcoa: form.rcoa },
    people: roleHolders(form.people),
  };
}
