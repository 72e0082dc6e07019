import { LEVEL } from "@/lib/auth/levels";
import { jsonListResponse } from "@/lib/http/json-list-response";
import { route } from "@/lib/http/route";
import { listProjectDocs } from "@/lib/projects/list-projects";
import { projectSearchSchema } from "@/lib/projects/schemas";

export const dynamic = "force-dynamic";

/** Projects matching the criteria; an empty list when none (the screen then says No Matches). */
export const POST = route({ minLevel: LEVEL.quickAccess, body: projectSearchSchema }, async ({ session, body }) =>
  jsonListResponse("projects", await listProjectDocs(session, { scope: body.scope, criteria: body })),
);
