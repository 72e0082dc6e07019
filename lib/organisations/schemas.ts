import { z } from "zod";
import { ORGANISATION_MESSAGES as M } from "./messages";
import { adminChangeAnswerSchema, adminIdSchema } from "@/lib/validation/admin-input";

// Payloads and answers of /api/admin/organisations/. A domain is stored lower-case without a leading
// "@"; it belongs to one organisation only (the database key says so too).

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const DOMAIN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`);

function normaliseDomain(value: string): string {
  return value.trim().replace(/^@/, "").replace(/\.$/, "").toLowerCase();
}

const domainSchema = z
  .string({ error: M.domainInvalid })
  .transform(normaliseDomain)
  .pipe(z.string().max(253, M.domainInvalid).regex(DOMAIN_PATTERN, M.domainInvalid));

const organisationNameSchema = z
  .string({ error: M.organisationNameRequired })
  .trim()
  .min(1, M.organisationNameRequired)
  .max(200, M.organisationNameTooLong);

const id = { id: adminIdSchema };

export const organisationActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("create"), name: organisationNameSchema }),
  z.object({ action: z.literal("rename"), ...id, name: organisationNameSchema }),
  z.object({ action: z.literal("delete"), ...id }),
  z.object({ action: z.literal("add_domain"), ...id, domain: domainSchema }),
  z.object({ action: z.literal("remove_domain"), ...id, domain: domainSchema }),
]);
export type OrganisationAction = z.infer<typeof organisationActionSchema>;

const count = z.number().int().nonnegative();

/** An organisation with its email domains, as both lists of organisations show it. */
export const organisationWithDomainsSchema = z.strictObject({ id: adminIdSchema, name: z.string(), domains: z.array(z.string()) });

const adminOrganisationSchema = organisationWithDomainsSchema.extend({
  /** quick-access sessions open now */
  sessions: count,
  shareLinks: count,
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;

/** GET /api/admin/organisations/ */
export const organisationsAnswerSchema = z.strictObject({ organisations: z.array(adminOrganisationSchema) });

/** POST /api/admin/organisations/: the organisation changed (a new one's id); 422 field errors, 404. */
export const organisationActionAnswerSchema = adminChangeAnswerSchema;
