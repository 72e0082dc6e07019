import { z } from "zod";
import { anyCallRefusalSchema, fieldErrorsAnswerSchema, unchecked, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import {
  deleteAnswerSchema,
  deleteMilestoneSchema,
  deleteProjectSchema,
  exportProjectsQuerySchema,
  milestoneConflictSchema,
  projectConflictSchema,
  projectSearchSchema,
  saveMilestoneAnswerSchema,
  saveMilestoneSchema,
  saveProjectAnswerSchema,
  saveProjectSchema,
} from "./schemas";
import type { ProjectListAnswer, ProjectSearchAnswer } from "./types";

// Projects and milestones: one fragment of the table of calls, lib/http/calls.ts.

export const projectCalls = {
  "GET /api/existing_projects/all/": { level: LEVEL.quickAccess, answer: unchecked<ProjectListAnswer>() },
  "GET /api/existing_projects/own/": { level: LEVEL.quickAccess, answer: unchecked<ProjectListAnswer>() },
  // Ready-made JSON text like the lists; its shape is projectSearchAnswerSchema (project-schema.ts).
  "POST /api/project_search/": { level: LEVEL.quickAccess, body: projectSearchSchema, answer: unchecked<ProjectSearchAnswer>() },
  // Not JSON: the list as a CSV file.
  "GET /api/export_projects/": { level: LEVEL.quickAccess, query: exportProjectsQuerySchema },
  "POST /api/add_edit_project/": {
    level: LEVEL.account,
    body: saveProjectSchema,
    answer: saveProjectAnswerSchema,
    refused: z.union([fieldErrorsAnswerSchema, projectConflictSchema]),
  },
  "POST /api/add_edit_milestone/": {
    level: LEVEL.account,
    body: saveMilestoneSchema,
    answer: saveMilestoneAnswerSchema,
    refused: z.union([fieldErrorsAnswerSchema, milestoneConflictSchema]),
  },
  "POST /api/deleteproject/": { level: LEVEL.account, body: deleteProjectSchema, answer: deleteAnswerSchema, refused: anyCallRefusalSchema },
  "POST /api/deletemilestone/": { level: LEVEL.account, body: deleteMilestoneSchema, answer: deleteAnswerSchema, refused: anyCallRefusalSchema },
} as const satisfies Record<string, CallSpec>;
