import { z } from "zod";
import { REFERENCE_MESSAGES as M } from "./messages";
import { adminIdSchema } from "@/lib/http/admin-input";

// Payloads of POST /api/admin/reference/: the six lists the project and milestone dialogs offer.

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

export type AdminReferenceItem = {
  id: number;
  description: string;
  retired: boolean;
  /** How many projects and milestones use it; an item in use can only be retired. */
  projects: number;
  milestones: number;
};

export type AdminReferenceLists = Record<ReferenceList, AdminReferenceItem[]>;
