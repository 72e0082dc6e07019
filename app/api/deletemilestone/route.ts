import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { deleteMilestone } from "@/lib/projects/delete-milestone";
import { deleteAnswerSchema, deleteMilestoneSchema } from "@/lib/projects/schemas";

export const dynamic = "force-dynamic";

/** Deletes a milestone for good (level 6+; the screen asks for the 4-digit code first). */
export const POST = route({ minLevel: LEVEL.account, body: deleteMilestoneSchema, answer: deleteAnswerSchema }, async ({ session, body }) => {
  await deleteMilestone(session, body.id, body.project);
  return { response: "success" as const };
});
