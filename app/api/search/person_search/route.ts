import { route } from "@/lib/http/route";
import { searchPeople } from "@/lib/people/search-people";

export const dynamic = "force-dynamic";

/** People to add to a project or milestone; an empty term finds nobody. */
export const POST = route("POST /api/search/person_search/", async ({ session, body }) => ({
  results: await searchPeople(session, body),
}));
