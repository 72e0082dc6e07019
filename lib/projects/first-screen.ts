import "server-only";
import { headers } from "next/headers";
import { LEVEL } from "@/lib/levels";
import { loadSession } from "@/lib/auth/session";
import { looksLikePhone } from "@/lib/window-width-guess";
import { preparedProjects } from "./prepared-lists/list-answers";
import type { FirstScreen } from "./types";
import type { ListScope } from "./visible-projects";

/** About a screenful: rows on a desktop, stacked cards on a phone. */
const FIRST_SCREEN = { desktop: 8, phone: 3 };

/**
 * The first projects of a list, for the page to render with its HTML: they show at once, before
 * the page's script and the whole list (GET /api/existing_projects/...) arrive, which on a slow
 * phone is seconds later. Taken from the same prepared list, so the rows stay as
 * they are when it arrives. None when a search is in the link (the filtered list starts
 * elsewhere) or when the visitor may see no list (the screen then sends them to sign in).
 */
export async function loadFirstScreen(scope: ListScope, searchInLink: boolean): Promise<FirstScreen | null> {
  if (searchInLink) return null;
  const request = await headers();
  const session = await loadSession(request.get("cookie"));
  if (session.level < LEVEL.quickAccess) return null;
  const first = looksLikePhone(request) ? FIRST_SCREEN.phone : FIRST_SCREEN.desktop;
  const projects = await preparedProjects(session, scope, first);
  return { projects, level: session.level, people: session.people };
}
