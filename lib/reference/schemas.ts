import { z } from "zod";
import { REFERENCE_MESSAGES as M } from "./messages";
import { adminChangeAnswerSchema, adminIdSchema } from "@/lib/validation/admin-input";
import { domainItemSchema } from "@/lib/projects/project-schema";
import { idSchema } from "@/lib/validation/common-fields";

// The six lists the project and milestone dialogs offer: the calls the dialogs read them with
// (retired items left out), then the payloads and answers of /api/admin/reference/.

/** POST /api/get_all_project_domains/ - either a taxonomy id or get_status. */
export const referenceListsSchema = z
  .object({ id: z.enum(["eml", "rcoa"]).optional(), get_status: z.boolean().optional() })
  .refine((b) => b.id !== undefined || b.get_status === true, {
    message: "Please name a domain list or ask for get_status",
    path: ["id"],
  });

/** POST /api/get_project_roles/ */
export const projectRolesSchema = z.object({ id: idSchema.nullish() });
/** POST /api/get_milestone_roles/ */
export const milestoneRolesSchema = z.object({ id: idSchema.nullish(), project: idSchema.nullish() });

const items = z.array(domainItemSchema);

/** POST /api/get_all_project_domains/ with {get_status: true}: every list the dialogs and the search need. */
const referenceListsAnswerSchema = z.strictObject({
  eml: items,
  rcoa: items,
  /** projects and milestones share one status list */
  project: items,
  milestone: items,
  milestoneLookingFor: items,
});
export type ReferenceListsAnswer = z.infer<typeof referenceListsAnswerSchema>;

/** POST /api/get_all_project_domains/ with {id}: that taxonomy's domains. */
const domainListAnswerSchema = z.strictObject({ domains: items });

export const allProjectDomainsAnswerSchema = z.union([referenceListsAnswerSchema, domainListAnswerSchema]);

/** POST /api/get_project_roles/ and /api/get_milestone_roles/ */
export const rolesAnswerSchema = z.strictObject({ roles: items });

export const REFERENCE_LISTS = ["eml", "rcoa", "status", "lookingFor", "projectRole", "milestoneRole"] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

/** Names of the lists as the screen shows them, and the word for one item in messages. */
export const REFERENCE_LIST_NAMES: Record<ReferenceList, { title: string; item: string; max: number }> = {
  eml: { title: "EML domains", item: "EML domain", max: 200 },
  rcoa: { title: "RCoA domains", item: "RCoA domain", max: 200 },
  status: { title: "Statuses", item: "status", max: 100 },
  lookingFor: { title: "Looking-for options", item: "looking-for option", max: 100 },
  projectRole: { title: "Project roles", item: "project role", max: 100 },
  milestoneRole: { title: "Milestone roles", item: "milestone role", max: 100 },
};

const description = z
  .string({ error: M.itemRequired })
  .trim()
  .min(1, M.itemRequired)
  .max(200, M.itemTooLong(200));

const list = { list: z.enum(REFERENCE_LISTS, { error: "Please choose a list" }) };
const id = { id: adminIdSchema };

export const referenceActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("add"), ...list, description }),
  z.object({ action: z.literal("rename"), ...list, ...id, description }),
  z.object({ action: z.literal("move"), ...list, ...id, direction: z.enum(["up", "down"]) }),
  z.object({ action: z.literal("retire"), ...list, ...id }),
  z.object({ action: z.literal("unretire"), ...list, ...id }),
  z.object({ action: z.literal("delete"), ...list, ...id }),
]);
export type ReferenceAction = z.infer<typeof referenceActionSchema>;

const count = z.number().int().nonnegative();

const adminReferenceItemSchema = z.strictObject({
  id: adminIdSchema,
  description: z.string(),
  retired: z.boolean(),
  /** How many projects and milestones use it; an item in use can only be retired. */
  projects: count,
  milestones: count,
});
export type AdminReferenceItem = z.infer<typeof adminReferenceItemSchema>;

/** Every list, each in the dialogs' order, retired items included. */
const adminReferenceListsSchema = z.record(z.enum(REFERENCE_LISTS), z.array(adminReferenceItemSchema));
export type AdminReferenceLists = z.infer<typeof adminReferenceListsSchema>;

/** GET /api/admin/reference/ */
export const referenceItemsAnswerSchema = z.strictObject({ lists: adminReferenceListsSchema });

/**
 * POST /api/admin/reference/: the item changed (a new one's id); 422 field errors, 404, 409
 * { errorMessage } for the Lead role or an item in use (then with inUse: { projects, milestones }).
 */
export const referenceActionAnswerSchema = adminChangeAnswerSchema;
/** 409 for an item in use: how many projects and milestones use it. */
export const referenceInUseRefusalSchema = z.strictObject({
  errorMessage: z.string(),
  inUse: z.strictObject({ projects: z.number(), milestones: z.number() }),
});
