import "server-only";
import { createHash } from "node:crypto";
import { directReads } from "@/lib/db";
import type { PreparedBytes } from "./prepared-bytes";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Project } from "../types";
import { visibleProjects, type ListScope, type ListViewer } from "../visible-projects";
import { listViewOf } from "./list-view";
import { preparedList } from "./prepared-lists";
import { LIST_PREFIX, LIST_SEPARATOR, LIST_SUFFIX, listEtag, type PreparedList } from "./prepared-list";

// What the project lists answer, all taken from the viewer's prepared view: All Projects is the
// view as it is (compressed once, shared by everyone who has it); My Projects is the rows of the
// view where one of the viewer's people is on the project or a milestone, picked by id from the
// same bytes; the first screen of a page, share links and the admin's preview parse a few or all
// of the view's rows.

const EMPTY: PreparedBytes = { etag: 'W/"none"', body: Buffer.concat([LIST_PREFIX, LIST_SUFFIX]), encoded: {} };

/** GET /api/existing_projects/all/ */
export async function allProjectsAnswer(viewer: ListViewer): Promise<PreparedBytes> {
  const view = listViewOf(viewer);
  return view ? preparedList(view) : EMPTY;
}

/** GET /api/existing_projects/own/ */
export async function ownProjectsAnswer(viewer: ListViewer): Promise<PreparedBytes> {
  const view = listViewOf(viewer);
  if (!view || viewer.people.length === 0) return EMPTY;
  const list = await preparedList(view);
  const own = await ownProjectIds(viewer);
  const { ids, rows } = rowsWhere(list, (id) => own.has(id));
  const body = Buffer.concat([LIST_PREFIX, ...rows.flatMap((row, i) => (i ? [LIST_SEPARATOR, row] : [row])), LIST_SUFFIX]);
  // The rows picked name this answer within the version: another person on the same projects
  // shares it, and a change of the account's people changes it.
  const picked = createHash("sha256").update(ids.join(",")).digest("base64url").slice(0, 22);
  return { etag: listEtag(list.version, list.view, `.own-${picked}`), body, encoded: {} };
}

/** The view's projects as objects: the first `first` of them, or all (share links, previews). */
export async function preparedProjects(viewer: ListViewer, scope: ListScope, first = Infinity): Promise<Project[]> {
  const view = listViewOf(viewer);
  if (!view) return [];
  const list = await preparedList(view);
  const own = scope === "own" ? await ownProjectIds(viewer) : null;
  return rowsWhere(list, (id) => !own || own.has(id), first).rows.map((row) => JSON.parse(row.toString("utf8")) as Project);
}

/** The ids of the projects a viewer is on, directly or through a milestone. */
async function ownProjectIds(viewer: ListViewer): Promise<Set<number>> {
  if (viewer.people.length === 0) return new Set();
  const rows = await directReads.$queryRaw<{ id: number }[]>(
    Prisma.sql`SELECT p.id FROM project p WHERE ${visibleProjects(viewer, "own")}`,
  );
  return new Set(rows.map((row) => row.id));
}

/** The ids and bytes of the list's rows whose id passes `keep`, in the list's order (views, not copies). */
function rowsWhere(list: PreparedList, keep: (id: number) => boolean, first = Infinity): { ids: number[]; rows: Buffer[] } {
  const ids: number[] = [];
  const rows: Buffer[] = [];
  for (let i = 0; i < list.ids.length && rows.length < first; i++) {
    if (!keep(list.ids[i])) continue;
    ids.push(list.ids[i]);
    rows.push(list.body.subarray(list.starts[i], list.ends[i]));
  }
  return { ids, rows };
}
