// The shape of a project and its milestones as the lists and saves answer them
// (docs/product.md#entities and docs/product.md#calls, plus version and *_display), the same for
// every viewer: who may edit a row follows from its roles (lib/projects/edit-rules.ts). Shared by
// the server and the screens; type-only, so client code may import it. The types are those of
// the zod schemas in project-schema.ts, which say what each field holds; the saves' answers are
// declared with them in schemas.ts.

import type { z } from "zod";
import type {
  domainItemSchema,
  milestoneSchema,
  personOnItemSchema,
  projectDomainsSchema,
  projectSchema,
  projectSearchAnswerSchema,
} from "./project-schema";

export type DomainItem = z.output<typeof domainItemSchema>;

/** Reference list entry (status, looking-for, role). */
export type ListItem = z.output<typeof domainItemSchema>;

export type ProjectDomains = z.output<typeof projectDomainsSchema>;

/** A person on a project or milestone. role 1 is the lead. */
export type PersonOnItem = z.output<typeof personOnItemSchema>;

export type Milestone = z.output<typeof milestoneSchema>;

export type Project = z.output<typeof projectSchema>;

/** GET /api/existing_projects/{all,own}/ */
export type ProjectListAnswer = { projects: Project[] };

/** POST /api/project_search/: the projects, each with the ids of its milestones that matched. */
export type ProjectSearchAnswer = z.output<typeof projectSearchAnswerSchema>;

/**
 * The first projects of a list, rendered with the page (see lib/projects/first-screen.ts), and
 * the level they were chosen for.
 */
export type FirstScreen = { projects: Project[]; level: number; people: number[] };

export const LEAD_ROLE = 1;
export const FULLY_SUBSCRIBED = 99;
/** Statuses that close a project (prisma/seed/reference-data.ts): no review reminders for these. */
export const ABANDONED_STATUS = 998;
export const COMPLETED_STATUS = 999;
