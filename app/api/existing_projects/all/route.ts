import { preparedAnswer } from "@/lib/http/prepared-answer";
import { route } from "@/lib/http/route";
import { allProjectsAnswer } from "@/lib/projects/prepared-lists/list-answers";

export const dynamic = "force-dynamic";

/** The projects the visitor may see: the prepared list of their view, 304 when unchanged. */
export const GET = route("GET /api/existing_projects/all/", async ({ req, session }) =>
  preparedAnswer(req.headers, await allProjectsAnswer(session)),
);
