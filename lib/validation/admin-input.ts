import { z } from "zod";

export const adminIdSchema = z.number({ error: "Please choose an item" }).int().positive().max(2_147_483_647);

/**
 * What an admin change of an account, organisation or reference item answers (200): the id of
 * the record it changed, or created. Each domain's schemas.ts declares it under its own name.
 */
export const adminChangeAnswerSchema = z.strictObject({ success: z.literal(true), id: adminIdSchema });
