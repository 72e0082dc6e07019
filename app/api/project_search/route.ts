import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { listProjects } from "@/lib/projects/list-projects";
import { projectSearchSchema } from "@/lib/projects/schemas";

export const dynamic = "force-dynamic";

/** Projects matching the criteria; an empty list when none (the screen then says No Matches). */
export const POST = route({ minLevel: LEVEL.quickAccess, body: projectSearchSchema }, async ({ session, body }) => ({
  projects: await listProjects(session, { scope: body.scope, criteria: body }),
}));
