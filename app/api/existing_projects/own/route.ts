import { LEVEL } from "@/lib/auth/levels";
import { jsonListResponse } from "@/lib/http/json-list-response";
import { route } from "@/lib/http/route";
import { listProjectDocs } from "@/lib/projects/list-projects";

export const dynamic = "force-dynamic";

/** The projects the visitor may see, where one of their people is on the project or a milestone. */
export const GET = route({ minLevel: LEVEL.quickAccess }, async ({ session }) =>
  jsonListResponse("projects", await listProjectDocs(session, { scope: "own" })),
);
