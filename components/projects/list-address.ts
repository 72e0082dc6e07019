import type { EditViewer } from "@/lib/projects/edit-rules";
import type { Project } from "@/lib/projects/types";
import { milestoneDialog, projectDialog, type OpenDialog } from "./open-dialog";
import type { SearchCriteria } from "./search-criteria";
import { criteriaFromParams } from "./search-url";

// What the projects list takes from its address once the page runs: the dialog a link or Back
// and Forward names (?project=ID, ?milestone=ID) and the search Back and Forward bring back.
// Loaded only when one of those happens or a search is made, so the list's own script carries
// none of it (the All Projects script budget).

export { withSearch } from "./search-url";

/** The dialog for these ids, when their project or milestone is in the list. */
export function dialogFor(viewer: EditViewer, list: Project[], projectId: number | null, milestoneId: number | null): OpenDialog | null {
  if (milestoneId) {
    for (const project of list) {
      const milestone = project.milestones.find((m) => m.id === milestoneId);
      if (milestone) return milestoneDialog(viewer, project, milestone);
    }
  }
  const project = projectId ? list.find((p) => p.id === projectId) : undefined;
  return project ? projectDialog(viewer, project) : null;
}

type ShownList = { all: Project[] | null; criteria: SearchCriteria | null; applySearch(criteria: SearchCriteria | null): unknown };

/** Back or Forward to `url`: shows the dialog it names (or none), then applies its search. */
export function followAddress(viewer: EditViewer, list: ShownList, url: URL, show: (dialog: OpenDialog | null) => void) {
  const id = (name: string) => Number(url.searchParams.get(name)) || null;
  show(list.all && dialogFor(viewer, list.all, id("project"), id("milestone")));
  const wanted = criteriaFromParams(url.searchParams);
  if (JSON.stringify(wanted) !== JSON.stringify(list.criteria)) void list.applySearch(wanted);
}
