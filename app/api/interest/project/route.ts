import { route } from "@/lib/http/route";
import { projectRequests } from "@/lib/interest/lists";

export const dynamic = "force-dynamic";

/** A project's open requests on the milestones the viewer decides (none for anyone else). */
export const POST = route("POST /api/interest/project/", async ({ session, body }) => ({
  requests: await projectRequests(session, body.project),
}));
