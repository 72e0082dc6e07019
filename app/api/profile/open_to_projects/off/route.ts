import { route } from "@/lib/http/route";
import { turnOffOpenToProjects } from "@/lib/people-finder/open-to-projects";

export const dynamic = "force-dynamic";

/** Turns "open to projects" off: nobody sees the member from now on. */
export const POST = route("POST /api/profile/open_to_projects/off/", async ({ session }) => turnOffOpenToProjects(session));
