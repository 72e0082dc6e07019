import { route } from "@/lib/http/route";
import { readOpenToProjects, saveOpenToProjects } from "@/lib/people-finder/open-to-projects";

export const dynamic = "force-dynamic";

/** The member's own "open to projects": what they said (or null), and what the form proposes. */
export const GET = route("GET /api/profile/open_to_projects/", async ({ session }) => readOpenToProjects(session));

/** Says (or renews) that the member is open to projects. */
export const POST = route("POST /api/profile/open_to_projects/", async ({ session, body }) => saveOpenToProjects(session, body));
