import type { Project } from "@/lib/projects/types";

type Count = { project: number; open: number };

// "2 open requests" on the rows of My Projects and All Projects, for the people who decide them
// (GET /api/interest/counts/ answers only their milestones). Loaded by the list only when there
// is something to mark.

/** The mark each row shows: the open requests of the project's milestones, added up. */
export function requestMarks(counts: Count[]) {
  const open = new Map<number, number>();
  for (const c of counts) open.set(c.project, (open.get(c.project) ?? 0) + c.open);
  return function requestMark(project: Project) {
    const n = open.get(project.id);
    return n ? <span className="ml-2 rounded bg-sky-100 px-1 font-medium text-sky-950">{n === 1 ? "1 open request" : `${n} open requests`}</span> : null;
  };
}
