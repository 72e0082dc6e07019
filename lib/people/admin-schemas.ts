import { z } from "zod";
import { personFieldsSchema } from "./schemas";
import { adminIdSchema } from "@/lib/http/admin-input";

// Payloads of POST /api/admin/people/. Edits use the same field rules as the people dialog.

export const personActionSchema = z.discriminatedUnion("action", [
  personFieldsSchema.omit({ id: true }).extend({ action: z.literal("update"), id: adminIdSchema }),
  z.object({ action: z.literal("merge"), keepId: adminIdSchema, removeId: adminIdSchema }),
]);

export type AdminPerson = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  projects: number;
  milestones: number;
  accounts: string[];
};

export const PEOPLE_PAGE_SIZE = 50;
