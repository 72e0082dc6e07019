import { jsonListResponse } from "@/lib/http/json-list-response";
import { route } from "@/lib/http/route";
import { listProjectDocs } from "@/lib/projects/list-projects";

export const dynamic = "force-dynamic";

/** Projects matching the criteria; an empty list when none (the screen then says No Matches). */
export const POST = route("POST /api/project_search/", async ({ session, body }) =>
  jsonListResponse("projects", await listProjectDocs(session, { scope: body.scope, criteria: body })),
);
