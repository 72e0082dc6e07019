import { route } from "@/lib/http/route";
import { listDirectory } from "@/lib/people-finder/directory";

export const dynamic = "force-dynamic";

/** The people directory: every member open to projects, for those who lead something and editors. */
export const GET = route("GET /api/people_finder/directory/", async ({ session, query }) => listDirectory(session, query));
