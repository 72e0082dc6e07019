import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { savePerson } from "@/lib/people/save-person";
import { savedPersonSchema, savePersonSchema } from "@/lib/people/schemas";

export const dynamic = "force-dynamic";

/** Adds or corrects a person from the people dialog of a project or milestone. */
export const POST = route({ minLevel: LEVEL.account, body: savePersonSchema, answer: savedPersonSchema }, ({ session, body }) =>
  savePerson(session, body),
);
