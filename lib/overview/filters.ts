import { z } from "zod";

// What the overview is asked for (docs/product.md#overview): a range of months and three
// filters, all in the address (/overview/?from=2026-01&to=2026-12&organisation=2&domain=5&status=1),
// so that a view can be bookmarked and shared. The same query is taken by the figures' CSV and,
// with a year instead of the months, by the annual report. Client-safe: no server imports.

/** The longest range the monthly and quarterly figures draw. */
const OVERVIEW_MAX_MONTHS = 36;
/** The months a new overview shows: the last twelve, this one included. */
const OVERVIEW_DEFAULT_MONTHS = 12;

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Please give a month as yyyy-mm." })
  .refine((v) => v >= "1900-01" && v <= "2099-12", { error: "Please give a month between 1900 and 2099." });
// Ids arrive as text in the address; an empty select ("Any") sends nothing or "".
const id = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, { error: "Please choose one from the list." })
  .transform(Number);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const overviewQuerySchema = z
  .object({
    from: optional(month),
    to: optional(month),
    organisation: optional(id),
    domain: optional(id),
    status: optional(id),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "The first month must not be after the last.", path: ["from"] })
  .refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to) <= OVERVIEW_MAX_MONTHS, {
    error: `Please choose at most ${OVERVIEW_MAX_MONTHS} months.`,
    path: ["from"],
  });
export type OverviewQuery = z.output<typeof overviewQuerySchema>;

/** The annual report's query: a year and the overview's three filters. */
export const reportQuerySchema = z.object({
  year: z.string().regex(/^(19|20)\d\d$/, { error: "Please give a year as yyyy." }).transform(Number),
  organisation: optional(id),
  domain: optional(id),
  status: optional(id),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The figures' CSV: which figure, and the overview's query. */
export const FIGURE_IDS = ["status", "status-months", "coverage", "needed", "people", "due"] as const;
export type FigureId = (typeof FIGURE_IDS)[number];
export const figureCsvQuerySchema = z.intersection(
  z.object({ figure: z.enum(FIGURE_IDS, { error: "There is no such figure." }) }),
  overviewQuerySchema,
);

/** The filters every figure is drawn with, once the defaults are filled in. */
export type OverviewFilters = {
  /** first and last month, yyyy-mm, both included */
  from: string;
  to: string;
  organisation: number | null;
  domain: number | null;
  status: number | null;
};

/** Months from `from` to `to`, both counted: 2026-01 to 2026-12 is 12. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number);
  const [ty, tm] = to.split("-").map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The query with its defaults: a range not given ends this month and is twelve months long. */
export function withDefaults(query: OverviewQuery, thisMonth: string): OverviewFilters {
  const to = query.to ?? (query.from ? maxMonth(query.from, thisMonth) : thisMonth);
  const from = query.from ?? addMonths(to, -(OVERVIEW_DEFAULT_MONTHS - 1));
  return { from, to, organisation: query.organisation ?? null, domain: query.domain ?? null, status: query.status ?? null };
}

function maxMonth(from: string, thisMonth: string): string {
  const last = addMonths(from, OVERVIEW_DEFAULT_MONTHS - 1);
  return last < thisMonth ? last : thisMonth < from ? from : thisMonth;
}

/** The address parameters of these filters, for links that keep them. */
export function filterParams(filters: OverviewFilters): Record<string, string> {
  const out: Record<string, string> = { from: filters.from, to: filters.to };
  if (filters.organisation) out.organisation = String(filters.organisation);
  if (filters.domain) out.domain = String(filters.domain);
  if (filters.status) out.status = String(filters.status);
  return out;
}
