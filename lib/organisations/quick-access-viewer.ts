import "server-only";
import { LEVEL } from "@/lib/levels";
import type { ListViewer } from "@/lib/projects/visible-projects";

/**
 * The viewer a quick-access visitor of the organisation is (level 2, no people of their own).
 * The partner counts, the admin preview and share links all list projects as this viewer, so
 * they show exactly what such a visitor sees, with no editing rights.
 */
export function quickAccessViewer(organisationId: number): ListViewer {
  return { level: LEVEL.quickAccess, organisationId, people: [] };
}
