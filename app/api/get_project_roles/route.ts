import { route } from "@/lib/http/route";
import { listProjectRoles } from "@/lib/reference/list-reference-data";

export const dynamic = "force-dynamic";

/** The roles a person can hold on a project (one list for every project). */
export const POST = route("POST /api/get_project_roles/", async () => ({
  roles: await listProjectRoles(),
}));
