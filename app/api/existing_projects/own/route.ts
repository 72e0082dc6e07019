import { preparedAnswer } from "@/lib/http/prepared-answer";
import { route } from "@/lib/http/route";
import { ownProjectsAnswer } from "@/lib/projects/prepared-lists/list-answers";

export const dynamic = "force-dynamic";

/** The projects the visitor may see where one of their people is on the project or a milestone. */
export const GET = route("GET /api/existing_projects/own/", async ({ req, session }) =>
  preparedAnswer(req.headers, await ownProjectsAnswer(session)),
);
