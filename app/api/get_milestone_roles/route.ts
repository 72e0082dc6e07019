import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { milestoneRolesSchema, rolesAnswerSchema } from "@/lib/reference/schemas";
import { listMilestoneRoles } from "@/lib/reference/list-reference-data";

export const dynamic = "force-dynamic";

/** The roles a person can hold on a milestone (one list for every milestone). */
export const POST = route({ minLevel: LEVEL.account, body: milestoneRolesSchema, answer: rolesAnswerSchema }, async () => ({
  roles: await listMilestoneRoles(),
}));
