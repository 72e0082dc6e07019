import { z } from "zod";
import { isValidIsoDate } from "@/lib/dates";
import { PROJECT_MESSAGES } from "@/lib/projects/schemas";
import { addDays, SHARE_MAX_DAYS, ukToday } from "./expiry";
import { SHARE_MESSAGES as M } from "./messages";

// Payloads of the share-link calls, shared by the routes and the /my_share/ form.

const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** POST /api/share_links/ */
export const createShareLinkSchema = z.object({
  organisationId: positiveId(M.organisationRequired),
  label: z.string().trim().max(200, M.labelTooLong).nullish().transform((v) => v ?? ""),
  /** yyyy-MM-dd: the link works until the end of this UK day */
  expiresOn: z
    .string({ error: M.expiryRequired })
    .trim()
    .min(1, M.expiryRequired)
    .max(10, PROJECT_MESSAGES.dateInvalid)
    .refine(isValidIsoDate, PROJECT_MESSAGES.dateInvalid)
    .refine((v) => v >= ukToday(), M.expiryInPast)
    .refine((v) => v <= addDays(ukToday(), SHARE_MAX_DAYS), M.expiryTooFar),
});
export type CreateShareLinkInput = z.input<typeof createShareLinkSchema>;
export type CreateShareLinkData = z.output<typeof createShareLinkSchema>;

/** POST /api/share_links/revoke/ */
export const revokeShareLinkSchema = z.object({ id: positiveId("Please give a share link id") });

/** POST /api/shared_projects/ */
export const openShareLinkSchema = z.object({
  token: z.string({ error: M.notValid }).trim().min(1, M.notValid).max(200, M.notValid),
});
