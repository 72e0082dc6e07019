import { route } from "@/lib/http/route";
import { deleteProject } from "@/lib/projects/delete-project";

export const dynamic = "force-dynamic";

/** Deletes a project for good (level 6+; the screen asks for the 4-digit code first). */
export const POST = route("POST /api/deleteproject/", async ({ session, body }) => {
  await deleteProject(session, body.id);
  return { response: "success" as const };
});
