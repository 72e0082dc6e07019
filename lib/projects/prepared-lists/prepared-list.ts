import "server-only";
import { readInOneSnapshot } from "@/lib/db";
import type { PreparedBytes } from "./prepared-bytes";
import { queryProjectDocRows } from "../query-projects";
import { compressInBackground } from "./compress-list";
import type { ListView } from "./list-view";
import { readListVersion, type ListVersion } from "./list-version";

// One view's list answer, built once per version of the lists and shared by every request that
// sees that view until the version moves. The answer is kept as bytes outside V8's heap (a
// Buffer): many people loading a list at once share it, and the garbage collector never walks it.

/**
 * `body` is {"projects":[project, project, ...]} in UTF-8, in the list's order; `etag` is weak
 * (the same list in every encoding); `encoded` fills in as a request asks for each encoding
 * (compress-list.ts).
 */
export type PreparedList = PreparedBytes & {
  view: string;
  version: ListVersion;
  /** each project's id and the bytes of its JSON in `body` (end exclusive) */
  ids: Int32Array;
  starts: Uint32Array;
  ends: Uint32Array;
};

export const LIST_PREFIX = Buffer.from('{"projects":[');
export const LIST_SEPARATOR = Buffer.from(", ");
export const LIST_SUFFIX = Buffer.from("]}");

export function listEtag(version: ListVersion, view: string, variant = ""): string {
  return `W/"${version.epoch}.${version.version}.${view}${variant}"`;
}

/**
 * Reads the version and the view's projects in one snapshot, so the list is exactly the state
 * that version names: an instance that later reads a higher version rebuilds, never one lower.
 */
export async function buildPreparedList(view: ListView): Promise<PreparedList> {
  const { version, rows } = await readInOneSnapshot(async (reader) => ({
    version: await readListVersion(reader),
    rows: await queryProjectDocRows(view.where, reader),
  }));
  const sizes = rows.map((row) => Buffer.byteLength(row.doc));
  const separators = LIST_SEPARATOR.length * Math.max(0, rows.length - 1);
  const body = Buffer.allocUnsafe(LIST_PREFIX.length + sizes.reduce((a, b) => a + b, 0) + separators + LIST_SUFFIX.length);
  const ids = new Int32Array(rows.length);
  const starts = new Uint32Array(rows.length);
  const ends = new Uint32Array(rows.length);
  let at = LIST_PREFIX.copy(body, 0);
  rows.forEach((row, i) => {
    if (i > 0) at += LIST_SEPARATOR.copy(body, at);
    ids[i] = row.id;
    starts[i] = at;
    at += body.write(row.doc, at, "utf8");
    ends[i] = at;
  });
  LIST_SUFFIX.copy(body, at);
  const list: PreparedList = { view: view.key, version, etag: listEtag(version, view.key), body, ids, starts, ends, encoded: {} };
  list.prepare = (encoding) => compressInBackground(list, encoding);
  return list;
}
