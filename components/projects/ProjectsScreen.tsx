"use client";

import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useSession } from "@/components/session/SessionProvider";
import { DialogLoading } from "@/components/ui/Dialog";
import { Spinner } from "@/components/ui/Spinner";
import type { ListQuery } from "@/lib/projects/list-query";
import type { FirstScreen, Milestone, Project } from "@/lib/projects/types";
import { ContactDetailsDialog } from "./ContactDetailsDialog";
import { NoMatchesDialog } from "./NoMatchesDialog";
import { ProjectsList } from "./ProjectsList";
import { ProjectsToolbar } from "./ProjectsToolbar";
import { EmptyProjects } from "./EmptyProjects";
import type { Scope } from "./project-calls";
import type { RowHandlers } from "./row-handlers";
import { criteriaFromQuery, type SearchCriteria } from "./search-criteria";
import { setUrlParam } from "./url-state";
import { useProjectList } from "./use-project-list";
import { useRowsOnDemand } from "./use-rows-on-demand";
import { useSaveHandlers } from "./use-save-handlers";

// Editors and search load on first use, so the list itself ships little JavaScript; the
// read-only views are small and open at once.
const ProjectEditorDialog = lazy(() => import("./ProjectEditorDialog").then((m) => ({ default: m.ProjectEditorDialog })));
const MilestoneEditorDialog = lazy(() => import("./MilestoneEditorDialog").then((m) => ({ default: m.MilestoneEditorDialog })));
const SearchDialog = lazy(() => import("./SearchDialog").then((m) => ({ default: m.SearchDialog })));

type OpenDialog =
  | { kind: "none" }
  | { kind: "project"; project: Project | null }
  | { kind: "milestone"; project: Project; milestone: Milestone | null }
  | { kind: "contacts"; project: Project; milestone: Milestone | null }
  | { kind: "search" }
  | { kind: "noMatches" };

const PHONE_WIDTH = 760;

/**
 * `firstScreen`: the first rows, rendered with the page and shown until the whole list is here
 * (see lib/projects/first-screen.ts). `query`: the page link's search and project to open.
 */
export function ProjectsScreen({ scope, firstScreen, query }: { scope: Scope; firstScreen: FirstScreen | null; query: ListQuery }) {
  const { userLevel, windowWidth } = useSession();
  const [initialQuery] = useState(query);
  const list = useProjectList(scope, criteriaFromQuery(initialQuery.q));
  const [dialog, setDialog] = useState<OpenDialog>({ kind: "none" });
  const [scrollTo, setScrollTo] = useState<number | null>(null);
  const { count, showAll, endMarker } = useRowsOnDemand(list.shown.length, firstScreen?.projects.length || undefined);
  // Until the session check answers, the level the page was rendered for: buttons then do not
  // appear a moment after the rows and push them down.
  const canAdd = (userLevel === -1 ? (firstScreen?.level ?? -1) : userLevel) >= 6;
  const rows = list.all ? list.shown : (firstScreen?.projects ?? []);

  const close = useCallback(() => {
    setDialog({ kind: "none" });
    setUrlParam("project", null);
  }, []);

  const handlers = useMemo<RowHandlers>(
    () => ({
      openProject(project) {
        setUrlParam("project", String(project.id));
        setDialog(project.can_edit ? { kind: "project", project } : { kind: "contacts", project, milestone: null });
      },
      openMilestone(project, milestone) {
        setDialog(milestone.can_edit ? { kind: "milestone", project, milestone } : { kind: "contacts", project, milestone });
      },
      addMilestone(project) {
        setDialog({ kind: "milestone", project, milestone: null });
      },
    }),
    [],
  );

  // A deep link (?project=ID) opens that project once the list is there.
  const [deepLinkDone, setDeepLinkDone] = useState(false);
  if (!deepLinkDone && list.all) {
    setDeepLinkDone(true);
    const linked = initialQuery.project ? list.all.find((p) => p.id === initialQuery.project) : undefined;
    if (linked) setDialog(linked.can_edit ? { kind: "project", project: linked } : { kind: "contacts", project: linked, milestone: null });
  }

  // A new project is scrolled into view once its dialog has closed.
  useEffect(() => {
    if (scrollTo === null || dialog.kind !== "none") return;
    showAll();
    const frame = requestAnimationFrame(() => {
      const row = document.getElementById(`project-${scrollTo}`);
      row?.scrollIntoView({ block: "center" });
      row?.focus({ preventScroll: true });
      setScrollTo(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollTo, dialog.kind, showAll, count]);

  const saves = useSaveHandlers(list.update, list.addToFilter, setScrollTo);
  const { applySearch } = list;

  const onSearch = useCallback(
    async (criteria: SearchCriteria | null) => {
      const matched = await applySearch(criteria);
      if (!matched) {
        setDialog({ kind: "noMatches" });
        return;
      }
      setUrlParam("q", criteria ? JSON.stringify(criteria) : null);
      close();
    },
    [applySearch, close],
  );

  const title = scope === "all" ? "All Projects" : "My Projects";
  const filtered = list.criteria !== null && list.all !== null;

  return (
    <section aria-labelledby="projects-title" className="flex flex-col gap-4">
      <ProjectsToolbar
        title={filtered ? `${title} (Filtered ${list.shown.length}/${list.all?.length ?? 0})` : title}
        scope={scope}
        criteria={list.criteria}
        canAdd={canAdd}
        searching={list.searching}
        onSearch={() => setDialog({ kind: "search" })}
        onAddProject={() => setDialog({ kind: "project", project: null })}
      />
      {/* One place for the first-screen rows and the whole list, so the rows stay put. No
          Suspense boundary around them: React streams a large boundary after the page's frame
          and shows it a moment later (a later largest paint). */}
      {rows.length > 0 && (
        <ProjectsList
          projects={rows}
          count={list.all ? count : rows.length}
          endMarker={endMarker}
          stacked={windowWidth < PHONE_WIDTH}
          canAdd={canAdd}
          handlers={handlers}
        />
      )}
      {list.all === null &&
        (list.loadFailed ? (
          <p role="alert">
            The projects could not be loaded.{" "}
            <button type="button" className="underline" onClick={list.reload}>
              Try again
            </button>
          </p>
        ) : (
          <Spinner label="Loading projects" />
        ))}
      {list.all !== null && list.shown.length === 0 && <EmptyProjects quickAccess={userLevel === 2} />}

      {/* Dialogs load on first use (see above). */}
      <Suspense fallback={<DialogLoading />}>
        {dialog.kind === "project" && (
          <ProjectEditorDialog
            project={dialog.project}
            canDelete={canAdd}
            onClose={close}
            onSaved={saves.projectSaved}
            onReloaded={saves.projectReloaded}
            onDeleted={saves.projectDeleted}
          />
        )}
        {dialog.kind === "milestone" && (
          <MilestoneEditorDialog
            project={dialog.project}
            milestone={dialog.milestone}
            canDelete={canAdd}
            onClose={close}
            onSaved={saves.milestoneSaved}
            onReloaded={saves.milestoneReloaded}
            onDeleted={saves.milestoneDeleted}
          />
        )}
        {dialog.kind === "contacts" && <ContactDetailsDialog project={dialog.project} milestone={dialog.milestone} onClose={close} />}
        {dialog.kind === "search" && <SearchDialog criteria={list.criteria} onSearch={onSearch} onClose={close} />}
        {dialog.kind === "noMatches" && <NoMatchesDialog onClose={close} />}
      </Suspense>
    </section>
  );
}
