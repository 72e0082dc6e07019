import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OverviewFilters } from "./filters";

// What every figure is computed from: the projects counted (a condition on `project p`), the
// filters, today by the app's clock, and the names of the reference lists.

export type Named = { id: number; name: string };

export type FigureContext = {
  scope: Prisma.Sql;
  filters: OverviewFilters;
  /** yyyy-mm-dd, UTC, by the app's clock */
  today: string;
  /** the organisation whose people alone are counted: the filter's, or a visitor's own */
  organisation: number | null;
  statuses: Named[];
  eml: Named[];
  rcoa: Named[];
  organisations: Named[];
};

/** The first day of a month (yyyy-mm) as yyyy-mm-dd. */
export const firstDay = (month: string) => `${month}-01`;

/** "Jan 2026" */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1]} ${y}`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
