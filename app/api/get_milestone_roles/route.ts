import { route } from "@/lib/http/route";
import { listMilestoneRoles } from "@/lib/reference/list-reference-data";

export const dynamic = "force-dynamic";

/** The roles a person can hold on a milestone (one list for every milestone). */
export const POST = route("POST /api/get_milestone_roles/", async () => ({
  roles: await listMilestoneRoles(),
}));
