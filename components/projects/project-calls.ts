"use client";

import { apiPost } from "@/lib/client/api";
import type { PersonFieldsInput } from "@/lib/people/schemas";
import type { SaveMilestoneInput, SaveProjectInput } from "@/lib/projects/schemas";
import type { ReferenceListsAnswer } from "@/lib/reference/schemas";

// The project calls (docs/product.md#calls) that the dialogs make, typed; the list and the search are in
// list-calls.ts. Every call goes through lib/client/api.ts.

let referenceLists: Promise<ReferenceListsAnswer | null> | undefined;

/** Statuses, looking-for and both domain lists; asked for once per page load. */
export function fetchReferenceLists(): Promise<ReferenceListsAnswer | null> {
  referenceLists ??= apiPost("/api/get_all_project_domains/", { get_status: true }).then(
    (answer) => {
      if (answer.responseStatus === 200 && "eml" in answer) return answer;
      referenceLists = undefined;
      return null;
    },
  );
  return referenceLists;
}

/** Where people are edited: a project (id, null when new) or a milestone (id and project). */
export type PeopleTarget = { kind: "project"; id: number | null } | { kind: "milestone"; id: number | null; project: number };

function targetBody(target: PeopleTarget) {
  return target.kind === "project" ? { id: target.id } : { id: target.id, project: target.project };
}

export function fetchRoles(target: PeopleTarget) {
  const path = target.kind === "project" ? "/api/get_project_roles/" : "/api/get_milestone_roles/";
  return apiPost(path, targetBody(target));
}

export function searchPeople(target: PeopleTarget, searchTerm: string) {
  return apiPost("/api/search/person_search/", { ...targetBody(target), search_term: searchTerm });
}

export function savePerson(target: PeopleTarget, person: PersonFieldsInput) {
  return apiPost("/api/add_edit_person/", { ...targetBody(target), person }, { announce: false });
}

export function saveProject(body: SaveProjectInput) {
  return apiPost("/api/add_edit_project/", body, { announce: false });
}

export function saveMilestone(body: SaveMilestoneInput) {
  return apiPost("/api/add_edit_milestone/", body, {
    announce: false,
  });
}

export function deleteProject(id: number) {
  return apiPost("/api/deleteproject/", { id });
}

export function deleteMilestone(id: number, project: number) {
  return apiPost("/api/deletemilestone/", { id, project });
}
