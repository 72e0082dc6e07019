import { z } from "zod";
import { DATE_MAX, DATE_MIN, formatUkDate } from "@/lib/dates";

// Fields every domain's calls take the same way, so that no domain borrows them from another's
// schemas: a database id, and the messages of a date typed as dd/MM/yyyy.

/** The largest value of a database integer column. */
export const MAX_DATABASE_INT = 2_147_483_647;

/** A database id: a positive 32-bit integer. */
export const idSchema = z.number({ error: "Please give a number" }).int().positive().max(MAX_DATABASE_INT);

export const DATE_MESSAGES = {
  dateInvalid: "Please enter a valid date (dd/MM/yyyy)",
  dateOutOfRange: `Please enter a date between ${formatUkDate(DATE_MIN)} and ${formatUkDate(DATE_MAX)}`,
} as const;
