import { z } from "zod";
import { adminIdSchema } from "@/lib/validation/admin-input";
import { ERASURE_MESSAGES as M } from "./messages";

// POST /api/admin/people/erase/ (docs/product.md#erasure): the person, the typed confirmation and,
// for each open project they lead, who leads it instead.

const newLeadSchema = z.object({ projectId: adminIdSchema, personId: adminIdSchema });

export const erasePersonSchema = z.object({
  id: adminIdSchema,
  confirm: z.literal("Erase", { error: M.confirm }),
  newLeads: z.array(newLeadSchema).max(500).default([]),
});
export type ErasePersonInput = z.infer<typeof erasePersonSchema>;

/** One open project the person leads, as the refusal names it. */
const openLeadSchema = z.strictObject({ id: adminIdSchema, name: z.string() });
export type OpenLead = z.infer<typeof openLeadSchema>;

/** 200: erased; the token the person is now shown with ("Former member <token>"). */
export const eraseAnswerSchema = z.strictObject({ success: z.literal(true), token: z.string() });
export type EraseAnswer = z.infer<typeof eraseAnswerSchema>;

/** 409 until every open project the person leads has a new lead: which projects. */
export const eraseRefusalSchema = z.strictObject({ errorMessage: z.string(), openProjects: z.array(openLeadSchema).optional() });
