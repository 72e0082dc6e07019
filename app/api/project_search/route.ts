import { jsonListResponse } from "@/lib/http/json-list-response";
import { route } from "@/lib/http/route";
import { searchProjectDocs } from "@/lib/projects/list-projects";

export const dynamic = "force-dynamic";

/**
 * Projects matching the criteria, each naming the milestones that matched (matchedMilestoneIds);
 * an empty list when none (the screen then says No Matches).
 */
export const POST = route("POST /api/project_search/", async ({ session, body }) =>
  jsonListResponse("projects", await searchProjectDocs(session, body)),
);
