"use client";

import { defaultRangeExtractor, measureElement, useWindowVirtualizer, type Range, type Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from "react";
import type { Project } from "@/lib/projects/types";
import { ProjectsTable } from "./ProjectsList";
import { ProjectRow } from "./ProjectRow";
import { ProjectStackCard } from "./ProjectStackCard";
import type { RowHandlers } from "./row-handlers";

// A very long list, windowed (docs/decisions/025-windowed-project-list.md): only the rows near
// the window are in the page, placed where the whole list would have them, in a box as tall as
// the whole list. The window scrolls as it does for any page. Rows are measured once rendered;
// until then each counts at an estimate. Loaded on demand, by ProjectsScreen, for long lists only.

/**
 * The height counted for a row or card not measured yet: most of it is the milestones, so
 * the page's height and the scroll bar are about right before any row is measured.
 */
const ESTIMATE = { row: { base: 150, milestone: 105 }, card: { base: 300, milestone: 125 } };
/** the gap between cards (gap-3) */
const CARD_GAP = 12;
/** rows rendered above and below the window, so a quick scroll does not show blank space */
const OVERSCAN = 4;
/**
 * A row's height, from the ResizeObserver's report: the virtualizer receives the reports of all
 * the rows that have just mounted together, after layout, and places the rows below once. When a
 * row registers (its ref, while React commits) it counts at the height it had so far. Measuring
 * there would force a layout for each row and place every row below it again, which more than
 * doubles the task that first shows a long list (docs/decisions/025-windowed-project-list.md).
 * The report still comes before the frame is painted, so no row is drawn where it was only
 * estimated to be.
 */
function reportedHeight(element: HTMLElement, entry: ResizeObserverEntry | undefined, virtualizer: Virtualizer<Window, HTMLElement>): number {
  if (entry) return measureElement(element, entry, virtualizer);
  const index = virtualizer.indexFromElement(element);
  return virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index)) ?? virtualizer.options.estimateSize(index);
}
/** placed by the virtualizer, which moves each row itself without rendering it again */
const PLACED = { position: "absolute", top: 0, left: 0, width: "100%" } as const;

export type WindowedListProps = {
  projects: Project[];
  stacked: boolean;
  canAdd: boolean;
  handlers: RowHandlers;
  /** a project to scroll to and focus (a new one); `setScrollTo(null)` once done */
  scrollTo: number | null;
  setScrollTo(id: null): void;
};

/** The project whose row or card has focus, if one has. */
function focusedProject(): number | null {
  const row = document.activeElement?.closest('[id^="project-"]');
  return row ? Number(row.id.slice("project-".length)) : null;
}

/** The index of project `id` in the list and of its neighbours: rows that stay rendered. */
function aroundProject(projects: Project[], id: number | null): number[] {
  const index = id === null ? -1 : projects.findIndex((p) => p.id === id);
  return index < 0 ? [] : [index - 1, index, index + 1].filter((i) => i >= 0 && i < projects.length);
}

export function WindowedProjectsList({ projects, stacked, canAdd, handlers, scrollTo, setScrollTo }: WindowedListProps) {
  // These rows replace the ones rendered until this list's code had come: a row that had focus
  // then gets it back.
  const [refocus] = useState(focusedProject);
  useLayoutEffect(() => {
    if (refocus !== null && document.activeElement === document.body) {
      document.getElementById(`project-${refocus}`)?.focus({ preventScroll: true });
    }
  }, [refocus]);

  // The row last focused stays rendered with its neighbours wherever the window goes: focus is
  // not lost when it scrolls away, a closing dialog gives it back, and Tab and Shift+Tab go on
  // to the next and previous row. So does a new project about to be scrolled to.
  const [focused, setFocused] = useState(refocus);
  const kept = useMemo(
    () => [...aroundProject(projects, focused), ...aroundProject(projects, scrollTo)],
    [projects, focused, scrollTo],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return kept.length ? [...new Set([...indexes, ...kept])].sort((a, b) => a - b) : indexes;
    },
    [kept],
  );
  const getItemKey = useCallback((index: number) => projects[index].id, [projects]);
  const estimateSize = useCallback(
    (index: number) => {
      const { base, milestone } = stacked ? ESTIMATE.card : ESTIMATE.row;
      return base + milestone * projects[index].milestones.length;
    },
    [projects, stacked],
  );

  // Where the rows begin in the page: the virtualizer counts the window's scroll from there. It
  // moves when anything above them changes size (a notice, the toolbar wrapping), which changes
  // the size of the page too.
  const rowsRef = useRef<HTMLElement | null>(null);
  const [rowsTop, setRowsTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setRowsTop(Math.round((rowsRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count: projects.length,
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan: OVERSCAN,
    gap: stacked ? CARD_GAP : 0,
    scrollMargin: rowsTop,
    measureElement: reportedHeight,
    directDomUpdates: true,
  });
  // Rows and cards differ in height: measure again after a change between them.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, stacked]);

  const rowsBox = useCallback(
    (element: HTMLElement | null) => {
      rowsRef.current = element;
      virtualizer.containerRef(element);
    },
    [virtualizer],
  );

  // A new project: brought to the middle of the window and focused, in the frame after its
  // dialog has closed. It is rendered already (kept above), wherever the window is.
  useEffect(() => {
    if (scrollTo === null) return;
    const frame = requestAnimationFrame(() => {
      const index = projects.findIndex((p) => p.id === scrollTo);
      if (index >= 0) {
        virtualizer.scrollToIndex(index, { align: "center" });
        document.getElementById(`project-${scrollTo}`)?.focus({ preventScroll: true });
      }
      setScrollTo(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollTo, projects, virtualizer, setScrollTo]);

  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const item = (e.target as Element).closest("[data-index]");
    const project = item && projects[Number(item.getAttribute("data-index"))];
    if (project) setFocused(project.id);
  };

  const items = virtualizer.getVirtualItems();
  const place = (index: number) => ({ "data-index": index, ref: virtualizer.measureElement, style: PLACED });
  if (stacked) {
    return (
      <ul ref={rowsBox} className="relative" aria-label="Projects" onFocus={onFocus}>
        {items.map(({ index }) => (
          <ProjectStackCard
            key={projects[index].id}
            project={projects[index]}
            canAdd={canAdd}
            handlers={handlers}
            skipOffscreen={false}
            aria-posinset={index + 1}
            aria-setsize={projects.length}
            {...place(index)}
          />
        ))}
      </ul>
    );
  }
  return (
    <ProjectsTable table={{ "aria-rowcount": projects.length + 1, onFocus }} body={{ ref: rowsBox, className: "relative" }}>
      {items.map(({ index }) => (
        <ProjectRow
          key={projects[index].id}
          project={projects[index]}
          canAdd={canAdd}
          handlers={handlers}
          skipOffscreen={false}
          aria-rowindex={index + 2}
          {...place(index)}
        />
      ))}
    </ProjectsTable>
  );
}
