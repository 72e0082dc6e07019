import { route } from "@/lib/http/route";
import { previewPartnerProjects } from "@/lib/organisations/preview-partner-projects";

export const dynamic = "force-dynamic";

/** The read-only project list a quick-access visitor from the organisation sees. */
export const POST = route("POST /api/partners/preview/", ({ body }) =>
  previewPartnerProjects(body.organisationId),
);
