import { z } from "zod";
import { isValidIsoDate } from "@/lib/dates";
import { PROJECT_MESSAGES } from "@/lib/projects/schemas";
import { SHARE_MESSAGES as M } from "./messages";

// Payloads and answers of the share-link calls, shared by the routes and the /my_share/ screen.

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
    // Not past, at most 90 days ahead: checked where "today" is known (expiry.ts, expiryProblem).
    .refine(isValidIsoDate, PROJECT_MESSAGES.dateInvalid),
});
export type CreateShareLinkInput = z.input<typeof createShareLinkSchema>;
export type CreateShareLinkData = z.output<typeof createShareLinkSchema>;

/** POST /api/share_links/revoke/ */
export const revokeShareLinkSchema = z.object({ id: positiveId("Please give a share link id") });

/** POST /api/shared_projects/ */
export const openShareLinkSchema = z.object({
  token: z.string({ error: M.notValid }).trim().min(1, M.notValid).max(200, M.notValid),
});

// Answers (200). A share link is never sent with its hash; its token only once, when created.
// Refusals: 422 field errors on create, 404 for an unknown link.

const id = z.number().int().positive();
const isoTime = z.iso.datetime();

const shareLinkStatusSchema = z.enum(["active", "expired", "revoked"]);
export type ShareLinkStatus = z.infer<typeof shareLinkStatusSchema>;

const shareLinkViewSchema = z.strictObject({
  id,
  organisationId: id,
  organisationName: z.string(),
  label: z.string(),
  createdAt: isoTime,
  expiresAt: isoTime,
  lastUsedAt: isoTime.nullable(),
  revokedAt: isoTime.nullable(),
  useCount: z.number().int().nonnegative(),
  /** the creating account's username; null once that account is gone */
  createdBy: z.string().nullable(),
  status: shareLinkStatusSchema,
});
export type ShareLinkView = z.infer<typeof shareLinkViewSchema>;

/** GET /api/share_links/: every share link, newest first. */
export const shareLinksAnswerSchema = z.strictObject({ links: z.array(shareLinkViewSchema) });

/** POST /api/share_links/: the token (32 random bytes, base64url) and its URL are shown this once and never again. */
export const createShareLinkAnswerSchema = z.strictObject({
  link: shareLinkViewSchema,
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  url: z.url(),
});
export type CreatedShareLink = z.infer<typeof createShareLinkAnswerSchema>;

/** POST /api/share_links/revoke/: the link as it is now (revoking twice is harmless). */
export const revokeShareLinkAnswerSchema = z.strictObject({ link: shareLinkViewSchema });
export type RevokedShareLink = z.infer<typeof revokeShareLinkAnswerSchema>;
