import { isInDateRange, isValidIsoDate, parseUkDate } from "@/lib/dates";
import { matchName, type Named } from "./match-name";
import { IMPORT_MESSAGES as M } from "./messages";
import type { PlannedPerson } from "./planned";

// One cell of an import read as a value of its field: a date, a text, a name from a reference
// list, a list of domains or of people. Each problem is added with its column, in plain words.

const EMAIL = /^[^\s@<>()";,]+@[^\s@<>()";,]+\.[^\s@<>()";,]+$/;
const PERSON = /^(.*?)\s*\(([^()]*)\)\s*<([^<>]*)>$/;

export type Problems = { add(column: number | null, message: string): void };

/** yyyy-MM-dd, or null for an empty cell (and "Ongoing" where an end may be open). */
export function dateOf(text: string, label: string, problems: Problems, column: number, required: boolean, openEnded: boolean): string | null {
  const value = text.trim();
  if (!value || (openEnded && /^ongoing$/i.test(value))) {
    if (required) problems.add(column, M.required(label));
    return null;
  }
  const iso = isValidIsoDate(value) ? value : parseUkDate(value);
  if (!iso) {
    problems.add(column, `${label}: ${M.badDate(value)}`);
    return null;
  }
  if (!isInDateRange(iso)) {
    problems.add(column, `${label}: ${M.dateOutOfRange(value)}`);
    return null;
  }
  return iso;
}

export function textOf(value: string, label: string, max: number, problems: Problems, column: number | null): string {
  const text = value.trim();
  if (!text) problems.add(column, M.required(label));
  else if (text.length > max) problems.add(column, M.tooLong(label, max));
  return text;
}

/** The entry of a reference list a name is; otherwise a problem naming the valid ones (and the likely one). */
export function named(text: string, list: Named[], what: string, problems: Problems, column: number | null, label: string): number | null {
  const match = matchName(text, list);
  if (match.item) return match.item.id;
  problems.add(column, `${label}: ${M.unknown(text.trim(), what, match.suggestion, list.map((e) => e.description))}`);
  return null;
}

export function domainsOf(text: string, list: Named[], taxonomy: string, problems: Problems, column: number, label: string): number[] {
  const ids = new Set<number>();
  for (const name of text.split(/[;\n]/).map((n) => n.trim()).filter(Boolean)) {
    const id = named(name, list, `an ${taxonomy} domain`, problems, column, label);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

export function peopleOf(text: string, roles: Named[], problems: Problems, column: number, label: string, known: Set<string>): PlannedPerson[] {
  const people: PlannedPerson[] = [];
  for (const entry of text.split(/[;\n]/).map((e) => e.trim()).filter(Boolean)) {
    const match = PERSON.exec(entry);
    if (!match) {
      problems.add(column, `${label}: ${M.badPerson(entry)}`);
      continue;
    }
    const [name, roleName, address] = [match[1].trim(), match[2].trim(), match[3].trim()];
    if (!EMAIL.test(address) || address.length > 254) {
      problems.add(column, `${label}: ${M.badEmail(address)}`);
      continue;
    }
    const role = named(roleName, roles, "a role", problems, column, label);
    if (role === null) continue;
    const email = address.toLowerCase();
    if (people.some((p) => p.email === email)) {
      problems.add(column, `${label}: ${M.personTwice(address)}`);
      continue;
    }
    const space = name.indexOf(" ");
    const [firstName, lastName] = space > 0 ? [name.slice(0, space), name.slice(space + 1).trim()] : [name, ""];
    if (!known.has(email) && (!firstName || !lastName || firstName.length > 100 || lastName.length > 100)) {
      problems.add(column, `${label}: ${M.personNeedsName(address)}`);
      continue;
    }
    people.push({ email, address, firstName, lastName, role });
  }
  return people;
}
