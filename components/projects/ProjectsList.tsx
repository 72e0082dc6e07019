"use client";

import type { Project } from "@/lib/projects/types";
import { ProjectRow } from "./ProjectRow";
import { ProjectStackCard } from "./ProjectStackCard";
import type { RowHandlers } from "./row-handlers";

// The projects as a table (desktop) or stacked cards (phone width).
export function ProjectsList({
  projects,
  count,
  stacked,
  canAdd,
  handlers,
}: {
  projects: Project[];
  /** how many are rendered so far (see useProgressiveCount) */
  count: number;
  stacked: boolean;
  canAdd: boolean;
  handlers: RowHandlers;
}) {
  const shown = count < projects.length ? projects.slice(0, count) : projects;
  if (stacked) {
    return (
      <ul className="flex flex-col gap-3" aria-label="Projects">
        {shown.map((p) => (
          <ProjectStackCard key={p.id} project={p} canAdd={canAdd} handlers={handlers} />
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full table-fixed border-collapse text-left">
        <caption className="sr-only">Projects: select a row to open it</caption>
        <thead className="bg-slate-100 text-sm text-slate-800">
          <tr>
            <th scope="col" className="w-[38%] p-3">Project</th>
            <th scope="col" className="w-[22%] p-3">Domains</th>
            <th scope="col" className="w-[16%] p-3">People</th>
            <th scope="col" className="w-[24%] p-3">Milestones</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <ProjectRow key={p.id} project={p} canAdd={canAdd} handlers={handlers} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
