import "server-only";
import { formatUkDate } from "@/lib/dates";
import type { ActivityChange } from "./schemas";

// Turns the before/after JSON of an activity-log row into "field: old → new" lines a person can
// read: nested objects become dotted fields, ids of statuses, domains and roles become their
// names, dates become dd/MM/yyyy. The version counter is left out: it changes on every save.

export type ActivityNames = {
  status: Map<number, string>;
  lookingFor: Map<number, string>;
  domain: Map<number, string>;
  projectRole: Map<number, string>;
  milestoneRole: Map<number, string>;
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Leaves = Map<string, Json>;

const SKIPPED = new Set(["version"]);
const MAX_SHOWN = 300;
const NONE = "(none)";

const LABELS: Record<string, string> = {
  short_description: "Short description",
  long_description: "Long description",
  start_date: "Start date",
  expected_completion_date: "Completion date",
  end_date: "End date",
  looking_for: "Looking for",
  "domains.eml": "EML domains",
  "domains.rcoa": "RCoA domains",
  first_name: "First name",
  last_name: "Last name",
};

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Nested objects become dotted paths; arrays and plain values are leaves. */
function flatten(value: Json | undefined, prefix = "", into: Leaves = new Map()): Leaves {
  if (!isObject(value)) {
    if (prefix) into.set(prefix, value ?? null);
    return into;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (!SKIPPED.has(key)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

function fieldLabel(path: string): string {
  if (LABELS[path]) return LABELS[path];
  const text = path.replace(/[._]/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function nameOf(id: Json, names: Map<number, string> | undefined): string {
  return typeof id === "number" && names?.has(id) ? names.get(id)! : String(id);
}

function namesFor(path: string, entityType: string, all: ActivityNames): Map<number, string> | undefined {
  if (path === "status") return all.status;
  if (path === "looking_for") return all.lookingFor;
  if (path.startsWith("domains.")) return all.domain;
  if (path === "people") return entityType === "milestone" ? all.milestoneRole : all.projectRole;
  return undefined;
}

function itemText(item: Json, roles: Map<number, string> | undefined): string {
  if (!isObject(item)) return String(item);
  const name = item.name ?? item.description ?? item.label ?? item.email;
  if (name === undefined) return JSON.stringify(item);
  const role = item.role === undefined ? "" : ` (${nameOf(item.role, roles)})`;
  return `${String(name)}${role}`;
}

function render(value: Json | undefined, path: string, entityType: string, all: ActivityNames): string {
  if (value === undefined || value === null || value === "") return NONE;
  const names = namesFor(path, entityType, all);
  let text: string;
  if (Array.isArray(value)) {
    if (value.length === 0) return NONE;
    text = value
      .map((item) => (isObject(item) ? itemText(item, names) : path === "milestones" ? `#${item}` : nameOf(item, names)))
      .join(", ");
  } else if (typeof value === "boolean") {
    text = value ? "Yes" : "No";
  } else if (typeof value === "number") {
    text = nameOf(value, names);
  } else if (typeof value === "string") {
    text = formatUkDate(value);
  } else {
    text = JSON.stringify(value);
  }
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

/** The fields that differ between before and after, in the order they appear. */
export function describeChanges(
  before: unknown,
  after: unknown,
  entityType: string,
  names: ActivityNames,
): ActivityChange[] {
  const old = flatten(before as Json | undefined);
  const now = flatten(after as Json | undefined);
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  const changes: ActivityChange[] = [];
  for (const path of paths) {
    const a = old.get(path);
    const b = now.get(path);
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue;
    const shownBefore = render(a, path, entityType, names);
    const shownAfter = render(b, path, entityType, names);
    if (shownBefore === shownAfter) continue;
    changes.push({ field: fieldLabel(path), before: shownBefore, after: shownAfter });
  }
  return changes;
}
