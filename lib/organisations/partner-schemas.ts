import { z } from "zod";
import { projectSchema } from "@/lib/projects/project-schema";
import { idSchema } from "@/lib/validation/common-fields";
import { organisationWithDomainsSchema } from "./schemas";

// Payloads and answers of the partner calls, and of the list a share link opens (which shows
// what the partner preview shows), shared by the routes and the screens.

/** POST /api/partners/preview/ */
export const previewPartnerSchema = z.object({ organisationId: idSchema });

const count = z.number().int().nonnegative();

const partnerSchema = organisationWithDomainsSchema.extend({
  /** people whose email is in one of the domains */
  people: count,
  /** projects a quick-access visitor from the organisation sees */
  projects: count,
  /** share links that work now */
  activeShareLinks: count,
});
export type Partner = z.infer<typeof partnerSchema>;

/** GET /api/partners/ */
export const partnersAnswerSchema = z.strictObject({ partners: z.array(partnerSchema) });

/**
 * POST /api/partners/preview/ (404 for an organisation gone) and POST /api/shared_projects/
 * (404 for an unknown link, 410 for an expired or revoked one).
 */
export const sharedProjectsAnswerSchema = z.strictObject({
  organisation: z.strictObject({ id: idSchema, name: z.string() }),
  /** ISO time the share link stops working; null for an admin's preview */
  expiresAt: z.iso.datetime().nullable(),
  projects: z.array(projectSchema),
});
export type SharedProjectsAnswer = z.infer<typeof sharedProjectsAnswerSchema>;
