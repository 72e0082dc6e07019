import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { listProjects } from "@/lib/projects/list-projects";

export const dynamic = "force-dynamic";

/** The projects the visitor may see. */
export const GET = route({ minLevel: LEVEL.quickAccess }, async ({ session }) => ({
  projects: await listProjects(session, { scope: "all" }),
}));
