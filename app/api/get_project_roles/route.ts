import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { projectRolesSchema, rolesAnswerSchema } from "@/lib/reference/schemas";
import { listProjectRoles } from "@/lib/reference/list-reference-data";

export const dynamic = "force-dynamic";

/** The roles a person can hold on a project (one list for every project). */
export const POST = route({ minLevel: LEVEL.account, body: projectRolesSchema, answer: rolesAnswerSchema }, async () => ({
  roles: await listProjectRoles(),
}));
