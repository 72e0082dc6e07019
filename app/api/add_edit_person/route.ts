import { route } from "@/lib/http/route";
import { savePerson } from "@/lib/people/save-person";

export const dynamic = "force-dynamic";

/** Adds or corrects a person from the people dialog of a project or milestone. */
export const POST = route("POST /api/add_edit_person/", ({ session, body }) =>
  savePerson(session, body),
);
