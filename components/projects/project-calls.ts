"use client";

import { apiPost } from "@/lib/client/api";
import type {
  ConflictAnswer,
  FieldErrorsAnswer,
  Milestone,
  PersonSearchAnswer,
  Project,
  ReferenceListsAnswer,
  RolesAnswer,
  SavedPerson,
  SaveMilestoneAnswer,
  SaveProjectAnswer,
} from "@/lib/projects/types";
import type { SavePersonInput } from "@/lib/people/schemas";
import type { DeleteAnswer, SaveMilestoneInput, SaveProjectInput } from "@/lib/projects/schemas";

// The project calls of spec §7 that the dialogs make, typed; the list and the search are in
// list-calls.ts. Every call goes through lib/client/api.ts.

let referenceLists: Promise<ReferenceListsAnswer | null> | undefined;

/** Statuses, looking-for and both domain lists; asked for once per page load. */
export function fetchReferenceLists(): Promise<ReferenceListsAnswer | null> {
  referenceLists ??= apiPost<ReferenceListsAnswer>("/api/get_all_project_domains/", { get_status: true }).then(
    (answer) => {
      if (answer.responseStatus === 200) return answer;
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
  return apiPost<RolesAnswer>(path, targetBody(target));
}

export function searchPeople(target: PeopleTarget, searchTerm: string) {
  return apiPost<PersonSearchAnswer>("/api/search/person_search/", { ...targetBody(target), search_term: searchTerm });
}

type Saved<T> = Partial<T & FieldErrorsAnswer & ConflictAnswer<unknown>>;

export function savePerson(target: PeopleTarget, person: SavePersonInput["person"]) {
  return apiPost<Saved<SavedPerson>>("/api/add_edit_person/", { ...targetBody(target), person }, { announce: false });
}

export function saveProject(body: SaveProjectInput) {
  return apiPost<Saved<SaveProjectAnswer> & { current?: Project }>("/api/add_edit_project/", body, { announce: false });
}

export function saveMilestone(body: SaveMilestoneInput) {
  return apiPost<Saved<SaveMilestoneAnswer> & { current?: Milestone }>("/api/add_edit_milestone/", body, {
    announce: false,
  });
}

export function deleteProject(id: number) {
  return apiPost<Partial<DeleteAnswer>>("/api/deleteproject/", { id });
}

export function deleteMilestone(id: number, project: number) {
  return apiPost<Partial<DeleteAnswer>>("/api/deletemilestone/", { id, project });
}
