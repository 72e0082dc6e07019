// What the screen keeps of a search's marks (docs/product.md#search-marks): the server says which
// milestones of each project matched (matchedMilestoneIds); the screen marks those and folds away
// the other milestones the search answered. A milestone added since the search is neither: it
// stays in sight, unmarked. A project none of whose milestones matched keeps them all in sight.

/** One project's marks. */
export type SearchMarks = {
  matched: ReadonlySet<number>;
  /** the project's other milestones when the search answered */
  folded: ReadonlySet<number>;
};

type AnsweredProject = { id: number; milestones: { id: number }[]; matchedMilestoneIds?: number[] };

/** The marks of each answered project with a matched milestone, by project id. */
export function marksFromAnswer(projects: readonly AnsweredProject[]): Map<number, SearchMarks> {
  const marks = new Map<number, SearchMarks>();
  for (const project of projects) {
    const matched = new Set(project.matchedMilestoneIds ?? []);
    if (matched.size === 0) continue;
    const folded = new Set(project.milestones.map((m) => m.id).filter((id) => !matched.has(id)));
    marks.set(project.id, { matched, folded });
  }
  return marks;
}

/** The milestones in sight and those folded away, each in the project's order. */
export function foldMilestones<M extends { id: number }>(milestones: readonly M[], marks: SearchMarks | undefined): { shown: M[]; folded: M[] } {
  if (!marks) return { shown: [...milestones], folded: [] };
  return {
    shown: milestones.filter((m) => !marks.folded.has(m.id)),
    folded: milestones.filter((m) => marks.folded.has(m.id)),
  };
}
