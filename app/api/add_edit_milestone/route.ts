import { route } from "@/lib/http/route";
import { saveMilestone } from "@/lib/projects/save-milestone";

export const dynamic = "force-dynamic";

/** Adds (level 6+) or changes (level 6+, the project's lead or the milestone's lead) a milestone. */
export const POST = route("POST /api/add_edit_milestone/", ({ session, body }) =>
  saveMilestone(session, body),
);
