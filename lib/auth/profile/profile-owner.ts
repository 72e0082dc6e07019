import "server-only";
import { Forbidden } from "@/lib/errors";
import { LEVEL } from "../../levels";
import { requireAccountId } from "../require-account";
import type { CurrentSession } from "../session";

/** The account whose profile this is; quick-access visitors have none and go back to their projects. */
export function profileOwner(session: CurrentSession): number {
  if (session.level === LEVEL.quickAccess) {
    throw new Forbidden("Quick access has no profile.", { redirect: "/all_projects/" });
  }
  return requireAccountId(session);
}
