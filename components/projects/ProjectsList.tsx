"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Project } from "@/lib/projects/types";
import { PROJECT_GRID, ProjectRow } from "./ProjectRow";
import { ProjectStackCard } from "./ProjectStackCard";
import type { RowHandlers } from "./row-handlers";

// Rows after these skip layout while off screen (content-visibility). The first ones are on
// the first screen: skipping them would paint them at a placeholder height first and then
// push everything below down as they get their real height.
const FIRST_SCREEN = 8;

// The projects as a table (desktop) or stacked cards (phone width).
export function ProjectsList({
  projects,
  count,
  endMarker,
  stacked,
  canAdd,
  handlers,
}: {
  projects: Project[];
  /** how many are rendered so far (see useRowsOnDemand) */
  count: number;
  /** placed after the rendered rows while some are not (see useRowsOnDemand) */
  endMarker?: (element: Element | null) => void;
  stacked: boolean;
  canAdd: boolean;
  handlers: RowHandlers;
}) {
  const shown = count < projects.length ? projects.slice(0, count) : projects;
  const more = count < projects.length && endMarker && <div ref={endMarker} aria-hidden="true" className="h-px" />;
  if (stacked) {
    return (
      <>
        <ul className="flex flex-col gap-3" aria-label="Projects">
          {shown.map((p, i) => (
            <ProjectStackCard key={p.id} project={p} canAdd={canAdd} handlers={handlers} skipOffscreen={i >= FIRST_SCREEN} />
          ))}
        </ul>
        {more}
      </>
    );
  }
  return (
    <>
      <ProjectsTable>
        {shown.map((p, i) => (
          <ProjectRow key={p.id} project={p} canAdd={canAdd} handlers={handlers} skipOffscreen={i >= FIRST_SCREEN} />
        ))}
      </ProjectsTable>
      {more}
    </>
  );
}

/**
 * The table around the rows: an ARIA table of grid rows rather than <table>, so each row can skip
 * layout while off screen (content-visibility), which a table row cannot, and 2,000 rows stay
 * cheap. `table` and `body`: what a windowed list adds to the table and to the rows' group.
 */
export function ProjectsTable({
  children,
  table,
  body,
}: {
  children: ReactNode;
  table?: ComponentProps<"div">;
  body?: ComponentProps<"div">;
}) {
  return (
    <div {...table} role="table" aria-label="Projects" aria-describedby="projects-table-hint" className="rounded-lg border border-slate-200 bg-white">
      <p id="projects-table-hint" className="sr-only">
        Select a row to open the project
      </p>
      <div role="rowgroup" className="rounded-t-lg bg-slate-100 text-sm font-semibold text-slate-800">
        <div role="row" aria-rowindex={1} className={PROJECT_GRID}>
          <div role="columnheader" className="p-3">Project</div>
          <div role="columnheader" className="p-3">Domains</div>
          <div role="columnheader" className="p-3">People</div>
          <div role="columnheader" className="p-3">Milestones</div>
        </div>
      </div>
      <div {...body} role="rowgroup">
        {children}
      </div>
    </div>
  );
}
