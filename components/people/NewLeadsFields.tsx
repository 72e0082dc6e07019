"use client";

import { useId } from "react";
import type { ComboboxOption } from "@/components/ui/Combobox";
import type { AdminPerson } from "@/lib/people/admin-schemas";
import { LeadPicker } from "./LeadPicker";

export type LeadChoice = { mode: "all" | "each"; all: ComboboxOption | null; each: Record<number, ComboboxOption | null> };

/** The new leads an erasure needs, as the call takes them; null while one is missing. */
export function chosenLeads(projects: AdminPerson["openLeads"], choice: LeadChoice): { projectId: number; personId: number }[] | null {
  const picks = projects.map((p) => ({ projectId: p.id, pick: choice.mode === "all" ? choice.all : choice.each[p.id] }));
  if (picks.some((p) => !p.pick)) return null;
  return picks.map((p) => ({ projectId: p.projectId, personId: p.pick!.id }));
}

// The open projects the person leads: one new lead for all of them, or one per project
// (docs/product.md#erasure).
export function NewLeadsFields({
  person,
  choice,
  onChange,
}: {
  person: AdminPerson;
  choice: LeadChoice;
  onChange(choice: LeadChoice): void;
}) {
  const id = useId();
  const projects = person.openLeads;
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-slate-300 p-3">
      <legend className="px-1 font-medium text-slate-900">New leads</legend>
      <p className="text-slate-800">
        This person leads {projects.length === 1 ? "an open project" : `${projects.length} open projects`}: {projects.map((p) => `"${p.name}"`).join(", ")}. Choose who
        leads {projects.length === 1 ? "it" : "them"} instead.
      </p>
      {projects.length > 1 && (
        <div className="flex flex-col gap-1" role="radiogroup" aria-label="How to choose">
          {(["all", "each"] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-2 text-slate-900">
              <input type="radio" className="h-6 w-6" name={`${id}-mode`} checked={choice.mode === mode} onChange={() => onChange({ ...choice, mode })} />
              {mode === "all" ? "One new lead for all of them" : "A new lead for each project"}
            </label>
          ))}
        </div>
      )}
      {choice.mode === "all" || projects.length === 1 ? (
        <LeadPicker
          label={projects.length === 1 ? `New lead of "${projects[0].name}"` : "New lead of all these projects"}
          excludeId={person.id}
          onPick={(pick) => onChange({ ...choice, mode: "all", all: pick })}
        />
      ) : (
        projects.map((project) => (
          <LeadPicker
            key={project.id}
            label={`New lead of "${project.name}"`}
            excludeId={person.id}
            onPick={(pick) => onChange({ ...choice, each: { ...choice.each, [project.id]: pick } })}
          />
        ))
      )}
    </fieldset>
  );
}
