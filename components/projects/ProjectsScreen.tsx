"use client";

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { useSession } from "@/components/session/SessionProvider";
import { DialogLoading } from "@/components/ui/DialogLoading";
import { Spinner } from "@/components/ui/Spinner";
import { LEVEL } from "@/lib/levels";
import type { ReviewDay } from "@/lib/reviews/review-rules";
import type { EditViewer } from "@/lib/projects/edit-rules";
import type { ListQuery } from "@/lib/projects/list-query";
import type { FirstScreen } from "@/lib/projects/types";
import { ProjectsList } from "./ProjectsList";
import { ProjectsToolbar } from "./ProjectsToolbar";
import type { Scope } from "./list-calls";
import type { OpenDialog } from "./open-dialog";
import type { SearchCriteria } from "./search-criteria";
import { currentUrl, pushUrl, replaceUrl } from "@/lib/client/history";
import { useProjectList } from "./use-project-list";
import { useRowHandlers, withoutItem } from "./use-row-handlers";
import { useRowsOnDemand } from "./use-rows-on-demand";
import type { ListChanges } from "./use-save-handlers";
import type { WindowedListProps } from "./WindowedProjectsList";

// Every dialog loads on first use, so the list itself ships little JavaScript. So does what the
// screen takes from its address (list-address.ts): the page reads the link's search on the
// server, and the screen needs the rest only once a search is made, a link names a project or
// milestone, or Back or Forward is used.
const listAddress = () => import("./list-address");
// An empty list is rare (a first visit of an organisation with no projects yet): its words load then.
const EmptyProjects = lazy(() => import("./EmptyProjects").then((m) => ({ default: m.EmptyProjects })));
const ContactDetailsDialog = lazy(() => import("./ContactDetailsDialog").then((m) => ({ default: m.ContactDetailsDialog })));
const NoMatchesDialog = lazy(() => import("./SearchDialog").then((m) => ({ default: m.NoMatchesDialog })));
const ListProjectEditor = lazy(() => import("./ListProjectEditor").then((m) => ({ default: m.ListProjectEditor })));
const ListMilestoneEditor = lazy(() => import("./ListProjectEditor").then((m) => ({ default: m.ListMilestoneEditor })));
const SearchDialog = lazy(() => import("./SearchDialog").then((m) => ({ default: m.SearchDialog })));

const PHONE_WIDTH = 760;
/**
 * Lists longer than this are windowed: only the rows near the window are in the page
 * (WindowedProjectsList, loaded then). Shorter ones render every row, a slice at a time, so the
 * browser's find-in-page sees them all. The bench's page of 1,000 projects is below it, so the
 * page's script budget holds (docs/decisions/025-windowed-project-list.md).
 */
const WINDOW_ABOVE = 1000;

/**
 * `firstScreen`: the first rows, rendered with the page and shown until the whole list is here
 * (see lib/projects/first-screen.ts). `query`: the page link's project or milestone to open;
 * `criteria`: its search, read on the server (components/projects/search-url.ts).
 */
export function ProjectsScreen({
  scope,
  firstScreen,
  query,
  criteria: linkCriteria,
  review,
}: {
  scope: Scope;
  firstScreen: FirstScreen | null;
  query: ListQuery;
  criteria: SearchCriteria | null;
  review: ReviewDay;
}) {
  const { userLevel, people, windowWidth } = useSession();
  const [initialQuery] = useState(query);
  const list = useProjectList(scope, linkCriteria);
  const [dialog, setDialog] = useState<OpenDialog>({ kind: "none" });
  const [scrollTo, setScrollTo] = useState<number | null>(null);
  const [Windowed, setWindowed] = useState<ComponentType<WindowedListProps> | null>(null);
  const long = list.shown.length > WINDOW_ABOVE;
  useEffect(() => {
    if (long) void import("./WindowedProjectsList").then((m) => setWindowed(() => m.WindowedProjectsList));
  }, [long]);
  const windowed = long && Windowed;
  // A windowed list renders no slices.
  const { count, showAll, endMarker } = useRowsOnDemand(windowed ? 0 : list.shown.length, firstScreen?.projects.length || undefined);
  // Until the session check answers, the viewer the page was rendered for: buttons then do not
  // appear a moment after the rows and push them down, and a row opened at once opens right.
  const viewer = useMemo<EditViewer>(
    () => (userLevel === LEVEL.unknown ? { level: firstScreen?.level ?? LEVEL.unknown, people: firstScreen?.people ?? [] } : { level: userLevel, people }),
    [userLevel, people, firstScreen],
  );
  const viewerRef = useRef(viewer);
  useEffect(() => {
    viewerRef.current = viewer;
  });
  const canAdd = viewer.level >= LEVEL.editor;
  const rows = list.all ? list.shown : (firstScreen?.projects ?? []);

  // The open dialog has a history entry of its own (use-row-handlers.ts), which closing it then
  // leaves by going back.
  const pushed = useRef(false);
  const close = useCallback(() => {
    setDialog({ kind: "none" });
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else {
      replaceUrl(withoutItem(currentUrl()));
    }
  }, []);
  const handlers = useRowHandlers({ viewerRef, pushedRef: pushed, setDialog, userLevel, review, marks: list.marks });

  // A link's ?project=ID or ?milestone=ID opens that item once the list is there.
  const deepLinked = useRef(false);
  useEffect(() => {
    const all = list.all;
    if (!all || deepLinked.current) return;
    deepLinked.current = true;
    const { project, milestone } = initialQuery;
    if (project || milestone)
      void listAddress().then((m) => {
        const linked = m.dialogFor(viewerRef.current, all, project, milestone);
        if (linked) setDialog(linked);
      });
  }, [list.all, initialQuery]);

  // Back and Forward: the address says which dialog is open and which search applies.
  const listRef = useRef({ all: list.all, criteria: list.criteria, applySearch: list.applySearch });
  useEffect(() => {
    listRef.current = { all: list.all, criteria: list.criteria, applySearch: list.applySearch };
  });
  useEffect(() => {
    const onPopState = () => {
      const url = currentUrl();
      void listAddress().then((m) =>
        m.followAddress(viewerRef.current, listRef.current, url, (linked) => {
          pushed.current = Boolean(linked);
          setDialog(linked ?? { kind: "none" });
        }),
      );
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  // A new project is scrolled into view once its dialog has closed.
  useEffect(() => {
    if (scrollTo === null || dialog.kind !== "none" || windowed) return;
    showAll();
    const frame = requestAnimationFrame(() => {
      const row = document.getElementById(`project-${scrollTo}`);
      row?.scrollIntoView({ block: "center" });
      row?.focus({ preventScroll: true });
      setScrollTo(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollTo, dialog.kind, showAll, count, windowed]);

  const { update, addToFilter, applySearch } = list;
  const changes = useMemo<ListChanges>(() => ({ update, addToFilter, scrollTo: setScrollTo }), [update, addToFilter]);

  const onSearch = useCallback(
    async (criteria: SearchCriteria | null) => {
      // Loaded first, so the address changes with the list rather than a moment after it.
      const [{ withSearch }, matched] = await Promise.all([listAddress(), applySearch(criteria)]);
      if (!matched) {
        setDialog({ kind: "noMatches", criteria });
        return;
      }
      // A new search is a new entry: Back returns to the previous one.
      pushUrl(withSearch(withoutItem(currentUrl()), criteria));
      setDialog({ kind: "none" });
    },
    [applySearch],
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
        onSearch={() => setDialog({ kind: "search", criteria: list.criteria })}
        onAddProject={() => setDialog({ kind: "project", project: null })}
      />
      {/* One place for the first-screen rows and the whole list, so the rows stay put (a
          windowed list takes their place once, when its code has come). No Suspense boundary
          around them: React streams a large boundary after the page's frame and shows it a
          moment later (a later largest paint). */}
      {windowed ? (
        <Windowed
          projects={rows}
          stacked={windowWidth < PHONE_WIDTH}
          canAdd={canAdd}
          handlers={handlers}
          scrollTo={dialog.kind === "none" ? scrollTo : null}
          setScrollTo={setScrollTo}
        />
      ) : rows.length > 0 && (
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
      {list.all !== null && list.shown.length === 0 && (
        <Suspense fallback={null}>
          <EmptyProjects quickAccess={userLevel === LEVEL.quickAccess} />
        </Suspense>
      )}

      {/* Dialogs load on first use (see above). */}
      <Suspense fallback={<DialogLoading />}>
        {dialog.kind === "project" && (
          <ListProjectEditor project={dialog.project} canDelete={canAdd} onClose={close} changes={changes} />
        )}
        {dialog.kind === "milestone" && (
          <ListMilestoneEditor project={dialog.project} milestone={dialog.milestone} canDelete={canAdd} onClose={close} changes={changes} />
        )}
        {dialog.kind === "contacts" && <ContactDetailsDialog project={dialog.project} milestone={dialog.milestone} today={review.today} offerCalendar onClose={close} />}
        {dialog.kind === "search" && <SearchDialog criteria={dialog.criteria} onSearch={onSearch} onClose={close} />}
        {dialog.kind === "noMatches" && (
          <NoMatchesDialog onClose={close} onChangeSearch={() => setDialog({ kind: "search", criteria: dialog.criteria })} />
        )}
      </Suspense>
    </section>
  );
}
