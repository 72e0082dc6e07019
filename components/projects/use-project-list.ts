"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Project } from "@/lib/projects/types";
import { fetchProjects, searchProjects, type Scope } from "./list-calls";
import type { SearchCriteria } from "./search-criteria";
import { marksFromAnswer, type SearchMarks } from "./search-marks";

export type ListState = {
  /** every project of the scope; null while loading */
  all: Project[] | null;
  /** what is shown: the filtered projects while a search is active */
  shown: Project[];
  criteria: SearchCriteria | null;
  /** the active search's marks: which milestones of each project matched (search-marks.ts) */
  marks: ReadonlyMap<number, SearchMarks> | null;
  loadFailed: boolean;
  searching: boolean;
  reload(): void;
  /** Runs a search; resolves to false when it matched nothing (the filter is then unchanged). */
  applySearch(criteria: SearchCriteria | null): Promise<boolean>;
  update(change: (list: Project[]) => Project[]): void;
  /** a new project stays visible under the active filter */
  addToFilter(id: number): void;
};

type Matches = { ids: number[]; marks: Map<number, SearchMarks> };

/**
 * The ids matching the criteria among `list` (search covers every project the visitor may
 * see; My Projects keeps only its own) and the milestones that matched; null when the search failed.
 */
async function matching(criteria: SearchCriteria, list: Project[]): Promise<Matches | null> {
  const answer = await searchProjects(criteria);
  if (answer.responseStatus !== 200 || !Array.isArray(answer.projects)) return null;
  const inList = new Set(list.map((p) => p.id));
  const found = answer.projects.filter((p) => inList.has(p.id));
  return { ids: found.map((p) => p.id), marks: marksFromAnswer(found) };
}

/**
 * Resolves once the browser has painted the page as it came from the server (with its first
 * rows): the long download of the whole list must not hold up that first paint.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export function useProjectList(scope: Scope, initialCriteria: SearchCriteria | null): ListState {
  const [all, setAll] = useState<Project[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [criteria, setCriteria] = useState<SearchCriteria | null>(null);
  const [filterIds, setFilterIds] = useState<number[] | null>(null);
  const [marks, setMarks] = useState<ReadonlyMap<number, SearchMarks> | null>(null);
  const [searching, setSearching] = useState(false);
  const allRef = useRef<Project[] | null>(null);
  // Saves made from the first rows (sent with the page) before the list has arrived: applied
  // to it when it does, as it may have been read before they were made.
  const early = useRef<((list: Project[]) => Project[])[]>([]);
  useEffect(() => {
    allRef.current = all;
  }, [all]);

  // Loads the list; a search carried in the link is applied before the list first shows.
  const [initial] = useState(initialCriteria);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => fetchProjects(scope)).then(async (answer) => {
      if (!live) return;
      if (answer.responseStatus !== 200 || !Array.isArray(answer.projects)) {
        if (answer.responseStatus !== 403) setLoadFailed(true);
        return;
      }
      const found = initial ? await matching(initial, answer.projects) : null;
      if (!live) return;
      if (initial && found && found.ids.length > 0) {
        setCriteria(initial);
        setFilterIds(found.ids);
        setMarks(found.marks);
      }
      setAll(early.current.reduce((list, change) => change(list), answer.projects));
      early.current = [];
    });
    return () => {
      live = false;
    };
  }, [scope, attempt, initial]);

  const applySearch = useCallback(async (next: SearchCriteria | null) => {
    if (!next) {
      setCriteria(null);
      setFilterIds(null);
      setMarks(null);
      return true;
    }
    setSearching(true);
    const found = await matching(next, allRef.current ?? []);
    setSearching(false);
    if (!found) return true;
    if (found.ids.length === 0) return false;
    setCriteria(next);
    setFilterIds(found.ids);
    setMarks(found.marks);
    return true;
  }, []);

  const shown = useMemo(() => {
    if (!all) return [];
    if (!filterIds) return all;
    const wanted = new Set(filterIds);
    return all.filter((p) => wanted.has(p.id));
  }, [all, filterIds]);

  const update = useCallback((change: (list: Project[]) => Project[]) => {
    if (!allRef.current) early.current.push(change);
    setAll((list) => (list ? change(list) : list));
  }, []);
  const addToFilter = useCallback((id: number) => setFilterIds((ids) => (ids ? [...ids, id] : ids)), []);
  const reload = useCallback(() => {
    setLoadFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { all, shown, criteria, marks, loadFailed, searching, reload, applySearch, update, addToFilter };
}
