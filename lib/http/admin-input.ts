import { z } from "zod";

export const adminIdSchema = z.number({ error: "Please choose an item" }).int().positive().max(2_147_483_647);

/** Search text of the list screens: trimmed, at most 100 characters. */
export function searchTerm(value: string | null): string {
  return (value ?? "").trim().slice(0, 100);
}
