import type { PersonKey } from "./demo-people";

// Shapes of the demo project data, and names for the reference ids it uses.

export const STATUS = { proposed: 1, agreed: 2, abandoned: 998, completed: 999 } as const;
export const LOOKING = { core: 10, higher: 20, any: 30, full: 99 } as const;
export const PROJECT_ROLE = { lead: 1, coLead: 2, contributor: 3, adviser: 4, reviewer: 5 } as const;
export const MILESTONE_ROLE = { lead: 1, contributor: 2, supervisor: 3, trainee: 4 } as const;

// Domains are named by description so the data reads plainly; ids are looked up when seeding.
export type DemoDomains = { eml: string[]; rcoa: string[] };
export type DemoRole = [person: PersonKey, roleId: number];

type DemoMilestone = {
  description: string;
  start: string;
  end?: string;
  status: number;
  lookingFor: number;
  domains: DemoDomains;
  people: DemoRole[];
};

export type DemoProject = {
  shortDescription: string;
  longDescription: string;
  start: string;
  // Left out where a proposal has no agreed end yet.
  expectedCompletion?: string;
  status: number;
  domains: DemoDomains;
  people: DemoRole[];
  milestones: DemoMilestone[];
};
