import type { SaveProjectInput } from "@/lib/projects/schemas";
import type { PersonOnItem, Project } from "@/lib/projects/types";
import { domainIds, roleHolders } from "@/lib/projects/save-bodies";

// The project dialog's form state and the payload it sends.

export type ProjectForm = {
  short_description: string;
  long_description: string;
  start_date: string;
  expected_completion_date: string;
  status: string;
  eml: number[];
  rcoa: number[];
  people: PersonOnItem[];
};

/** A new project starts as status 1, Proposed (docs/product.md#business-constants). */
const DEFAULT_STATUS = "1";

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function projectForm(project: Project | null): ProjectForm {
  if (!project) {
    return {
      short_description: "",
      long_description: "",
      start_date: today(),
      expected_completion_date: "",
      status: DEFAULT_STATUS,
      eml: [],
      rcoa: [],
      people: [],
    };
  }
  return {
    short_description: project.short_description,
    long_description: project.long_description,
    start_date: project.start_date,
    expected_completion_date: project.expected_completion_date ?? "",
    status: String(project.status),
    ...domainIds(project.domains),
    people: project.people,
  };
}

export function projectPayload(form: ProjectForm, project: Project | null): SaveProjectInput {
  return {
    id: project?.id ?? null,
    version: project?.version,
    short_description: form.short_description,
    long_description: form.long_description,
    start_date: form.start_date,
    expected_completion_date: form.expected_completion_date || null,
    status: Number(form.status),
    domains: { eml: form.eml, rcoa: form.rcoa },
    // People are edited only on an existing project (docs/product.md#dialogs).
    ...(project ? { people: roleHolders(form.people) } : {}),
  };
}
