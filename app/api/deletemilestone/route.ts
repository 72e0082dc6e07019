import { route } from "@/lib/http/route";
import { deleteMilestone } from "@/lib/projects/delete-milestone";

export const dynamic = "force-dynamic";

/** Deletes a milestone for good (level 6+; the screen asks for the 4-digit code first). */
export const POST = route("POST /api/deletemilestone/", async ({ session, body }) => {
  await deleteMilestone(session, body.id, body.project);
  return { response: "success" as const };
});
