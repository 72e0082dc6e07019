import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { saveMilestone } from "@/lib/projects/save-milestone";
import { saveMilestoneAnswerSchema, saveMilestoneSchema } from "@/lib/projects/schemas";

export const dynamic = "force-dynamic";

/** Adds (level 6+) or changes (level 6+, the project's lead or the milestone's lead) a milestone. */
export const POST = route({ minLevel: LEVEL.account, body: saveMilestoneSchema, answer: saveMilestoneAnswerSchema }, ({ session, body }) =>
  saveMilestone(session, body),
);
