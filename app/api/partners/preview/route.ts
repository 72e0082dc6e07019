import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { previewPartnerProjects } from "@/lib/organisations/preview-partner-projects";
import { previewPartnerSchema, sharedProjectsAnswerSchema } from "@/lib/organisations/partner-schemas";

export const dynamic = "force-dynamic";

/** The read-only project list a quick-access visitor from the organisation sees. */
export const POST = route({ minLevel: LEVEL.admin, body: previewPartnerSchema, answer: sharedProjectsAnswerSchema }, ({ body }) =>
  previewPartnerProjects(body.organisationId),
);
