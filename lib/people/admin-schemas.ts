import { z } from "zod";
import { personFieldsSchema } from "./schemas";
import { adminIdSchema } from "@/lib/validation/admin-input";
import { searchTextSchema } from "@/lib/contract";

// Payloads and answers of /api/admin/people/. Edits use the same field rules as the people dialog.

export const personActionSchema = z.discriminatedUnion("action", [
  personFieldsSchema.omit({ id: true }).extend({ action: z.literal("update"), id: adminIdSchema }),
  z.object({ action: z.literal("merge"), keepId: adminIdSchema, removeId: adminIdSchema }),
]);

export const PEOPLE_PAGE_SIZE = 50;

const count = z.number().int().nonnegative();

const adminPersonSchema = z.strictObject({
  id: adminIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  projects: count,
  milestones: count,
  /** usernames of the accounts linked to the person */
  accounts: z.array(z.string()),
  /** erased by an admin: shown as "Former member" and a token (docs/product.md#erasure) */
  erased: z.boolean(),
  /** the open projects the person leads, each needing a new lead before an erasure */
  openLeads: z.array(z.strictObject({ id: adminIdSchema, name: z.string() })),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

/** GET /api/admin/people/?q=&page=: one page of the people matching q, and how many match. */
/** `q`: the name or address searched for; `page`: which page of 50 (the first when absent). */
export const peopleQuerySchema = z.object({
  q: searchTextSchema,
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: "Please give a page number." })
    .optional()
    .transform((page) => Math.min(10_000, Number(page ?? "1"))),
});
export const peopleAnswerSchema = z.strictObject({
  people: z.array(adminPersonSchema),
  total: count,
  page: z.number().int().positive(),
  pageSize: z.literal(PEOPLE_PAGE_SIZE),
});
export type PeopleAnswer = z.infer<typeof peopleAnswerSchema>;

/** POST /api/admin/people/ (an update or a merge); 422 field errors, 404 when a person no longer exists. */
export const personActionAnswerSchema = z.strictObject({ success: z.literal(true) });
