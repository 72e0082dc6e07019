import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { saveProject } from "@/lib/projects/save-project";
import { saveProjectAnswerSchema, saveProjectSchema } from "@/lib/projects/schemas";

export const dynamic = "force-dynamic";

/** Adds (level 6+) or changes (level 6+, or the project's lead) a project. */
export const POST = route({ minLevel: LEVEL.account, body: saveProjectSchema, answer: saveProjectAnswerSchema }, ({ session, body }) =>
  saveProject(session, body),
);
