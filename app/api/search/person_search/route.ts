import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { searchPeople } from "@/lib/people/search-people";
import { personSearchAnswerSchema, personSearchSchema } from "@/lib/people/schemas";

export const dynamic = "force-dynamic";

/** People to add to a project or milestone; an empty term finds nobody. */
export const POST = route({ minLevel: LEVEL.account, body: personSearchSchema, answer: personSearchAnswerSchema }, async ({ session, body }) => ({
  results: await searchPeople(session, body),
}));
