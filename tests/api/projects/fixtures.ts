import { db } from "@/lib/db";
import type { SaveProjectInput } from "@/lib/projects/schemas";
import type { Project } from "@/lib/projects/types";
import { seedDemo } from "@/prisma/seed";
import { resetDatabase } from "../../setup/reset-db";
import type { ApiClient } from "../../helpers/api-client";
import { DEMO_PASSWORD } from "./sessions";

// Demo projects the tests refer to by title, and save payloads built from what the list shows.

/** Led by "lead" (level 3); "member" is a contributor on it. */
export const CICO = "Simulation training for can't intubate";
/** Led by "editor"; "member" reviews it; "lead" is not on it. */
export const SEDATION = "Competency framework for procedural sedation";

export async function freshDemo(): Promise<void> {
  await resetDatabase();
  // the app's client omits secrets by default; the seed only writes, so the narrower type is fine
  await seedDemo(db as unknown as Parameters<typeof seedDemo>[0], { demoPassword: DEMO_PASSWORD });
}

/** A project as `api` sees it in the all-projects list, by id or by the start of its title. */
export async function findProject(api: ApiClient, which: string | number): Promise<Project> {
  const res = await api.get<{ projects: Project[] }>("/api/existing_projects/all/");
  const project = res.body.projects.find((p) =>
    typeof which === "number" ? p.id === which : p.short_description.startsWith(which),
  );
  if (!project) throw new Error(`no project ${which}`);
  return project;
}

export async function domainIds(taxonomy: "eml" | "rcoa"): Promise<number[]> {
  const rows = await db.domain.findMany({ where: { taxonomy }, orderBy: { id: "asc" }, select: { id: true } });
  return rows.map((r) => r.id);
}

export async function personId(email: string): Promise<number> {
  return (await db.person.findFirstOrThrow({ where: { email }, select: { id: true } })).id;
}

/** The save that changes nothing (lib/projects/save-bodies.ts), edited by the tests. */
export { milestoneSaveBody as milestoneBody, projectSaveBody as projectBody } from "@/lib/projects/save-bodies";

export function newProjectBody(overrides: Partial<SaveProjectInput> = {}): SaveProjectInput {
  return {
    short_description: "Regional anaesthesia teaching days",
    long_description: "Hands-on ultrasound-guided block teaching for core trainees.",
    start_date: "2026-01-05",
    expected_completion_date: "2026-12-18",
    status: 1,
    domains: { eml: [], rcoa: [] },
    people: [],
    ...overrides,
  };
}

export async function activityRows(action: string, entityId: number) {
  return db.activityLog.findMany({ where: { action, entityId }, orderBy: { id: "asc" } });
}
