import { route } from "@/lib/http/route";
import { saveProject } from "@/lib/projects/save-project";

export const dynamic = "force-dynamic";

/** Adds (level 6+) or changes (level 6+, or the project's lead) a project. */
export const POST = route("POST /api/add_edit_project/", ({ session, body }) =>
  saveProject(session, body),
);
