import { LEVEL } from "@/lib/auth/levels";
import { jsonText, route } from "@/lib/http/route";
import { listProjectsJson } from "@/lib/projects/list-projects";

export const dynamic = "force-dynamic";

/** The projects the visitor may see, where one of their people is on the project or a milestone. */
export const GET = route({ minLevel: LEVEL.quickAccess }, async ({ session }) =>
  jsonText(`{"projects":${await listProjectsJson(session, { scope: "own" })}}`),
);
