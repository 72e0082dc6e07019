import "server-only";
import { LRUCache } from "lru-cache";
import { env } from "@/lib/env";
import type { ListView } from "./list-view";
import { readListVersion, type ListVersion } from "./list-version";
import { buildPreparedList, type PreparedList } from "./prepared-list";

// This instance's prepared lists, one per view, each kept until the version of the lists moves
// (read from PostgreSQL on every request: one primary-key row). Requests that find the same
// view missing at the same version share one build. What the cache may hold is bounded in bytes;
// the least recently used views go first (an organisation nobody from has visited lately), and
// a list larger than the whole bound is built for its request and not kept.

const MAX_BYTES = 512 * 1024 * 1024;

const lists = new LRUCache<string, PreparedList>({
  maxSize: MAX_BYTES,
  // the plain bytes plus both encodings, which JSON like this shrinks to under a sixth each
  sizeCalculation: (list) => Math.max(1, Math.ceil(list.body.length * 1.35)),
});
const builds = new Map<string, Promise<PreparedList>>();

function sameVersion(a: ListVersion, b: ListVersion): boolean {
  return a.epoch === b.epoch && a.version === b.version;
}

/** The view's list as of the latest committed change, built now if this instance lacks it. */
export async function preparedList(view: ListView): Promise<PreparedList> {
  // PREPARED_LISTS=0: built for each request and not kept, the cost the bench compares with.
  if (!env().PREPARED_LISTS) return buildPreparedList(view);
  const current = await readListVersion();
  const held = lists.get(view.key);
  if (held && sameVersion(held.version, current)) return held;
  const key = `${view.key}@${current.epoch}.${current.version}`;
  let build = builds.get(key);
  if (!build) {
    build = buildPreparedList(view)
      .then((list) => {
        // A build that finishes after a later one replaces it; the next request reads the
        // version, finds them different and builds again. Rare, and never a stale answer.
        lists.set(list.view, list);
        return list;
      })
      .finally(() => builds.delete(key));
    builds.set(key, build);
  }
  return build;
}
