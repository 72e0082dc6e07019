import { formatUkDate } from "@/lib/dates";
import { FULLY_SUBSCRIBED, type Milestone, type PersonOnItem } from "@/lib/projects/types";

// Display rules of the project card (docs/product.md#projects-screen).

/** "01/09/2024 - 31/03/2026", or "01/09/2024 - Ongoing" without an end date. */
export function dateRange(start: string, end: string | null): string {
  return `${formatUkDate(start)} - ${end ? formatUkDate(end) : "Ongoing"}`;
}

/**
 * What a milestone is looking for; once its end date is before `today` (the server's day, given
 * with the lists), "Ended": it takes no requests then (docs/product.md#interest-requests).
 */
export function lookingForText(milestone: Pick<Milestone, "looking_for" | "looking_for_display" | "end_date">, today?: string): string {
  if (today && milestone.end_date && milestone.end_date < today) return "Ended";
  return milestone.looking_for === FULLY_SUBSCRIBED ? "Fully Subscribed" : `Looking for: ${milestone.looking_for_display}`;
}

/** People grouped under their role_display heading, in the order the roles first appear. */
export function groupByRole(people: PersonOnItem[]): { role: number; heading: string; people: PersonOnItem[] }[] {
  const groups = new Map<number, { role: number; heading: string; people: PersonOnItem[] }>();
  for (const person of people) {
    const group = groups.get(person.role) ?? { role: person.role, heading: person.role_display, people: [] };
    group.people.push(person);
    groups.set(person.role, group);
  }
  return [...groups.values()].sort((a, b) => a.role - b.role);
}
