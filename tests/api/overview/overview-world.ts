import { parse as parseCsv } from "csv-parse/sync";
import { expect } from "vitest";
import { db } from "@/lib/db";
import { LEVEL } from "@/lib/levels";
import type { ApiClient } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";
import { client, someone, unique } from "../../helpers/someone";

// What the overview tests build for each case: an organisation of its own (a new email domain),
// its people, and projects they hold roles on. Asked with that organisation as the filter (or as
// its visitor), a figure counts this case's world alone, whatever else the database holds.

export { someone, unique };

export type World = { organisation: number; domain: string; name: string };

export async function world(): Promise<World> {
  const domain = `overview-${unique()}.example.org`;
  const name = `Overview Trust ${unique()}`;
  const o = await db.organisation.create({ data: { name, domains: { create: { domain } } }, select: { id: true } });
  return { organisation: o.id, domain, name };
}

/** A person of the world's organisation (or of `domain`). */
export async function member(w: World | { domain: string }, label = "member"): Promise<number> {
  const p = await db.person.create({ data: { firstName: label, lastName: "Overview", email: `${label}.${unique()}@${w.domain}` }, select: { id: true } });
  return p.id;
}

export async function domainId(taxonomy: "eml" | "rcoa", description: string): Promise<number> {
  return (await db.domain.findFirstOrThrow({ where: { taxonomy, description }, select: { id: true } })).id;
}

type ProjectOptions = {
  status?: number;
  people?: [number, number][];
  domains?: number[];
  start?: string;
  completion?: string | null;
  updatedAt?: Date;
  reviewedAt?: Date | null;
};

export async function project(options: ProjectOptions = {}): Promise<number> {
  const p = await db.project.create({
    data: {
      shortDescription: `Overview project ${unique()}`,
      longDescription: "A project of the overview tests.",
      startDate: new Date(`${options.start ?? "2025-01-06"}T00:00:00Z`),
      expectedCompletionDate: options.completion ? new Date(`${options.completion}T00:00:00Z`) : null,
      statusId: options.status ?? 1,
      people: { create: (options.people ?? []).map(([personId, roleId]) => ({ personId, roleId })) },
      domains: { create: (options.domains ?? []).map((domainId) => ({ domainId })) },
      reviewedAt: options.reviewedAt ?? null,
    },
    select: { id: true },
  });
  if (options.updatedAt) await db.$executeRaw`UPDATE project SET updated_at = ${options.updatedAt} WHERE id = ${p.id}`;
  return p.id;
}

type MilestoneOptions = { status?: number; lookingFor?: number; places?: number | null; people?: [number, number][]; domains?: number[]; end?: string | null };

export async function milestone(projectId: number, options: MilestoneOptions = {}): Promise<number> {
  const m = await db.milestone.create({
    data: {
      projectId,
      description: `Overview milestone ${unique()}`,
      startDate: new Date("2025-02-03T00:00:00Z"),
      endDate: options.end ? new Date(`${options.end}T00:00:00Z`) : null,
      statusId: options.status ?? 2,
      lookingForId: options.lookingFor ?? 99,
      places: options.places ?? null,
      people: { create: (options.people ?? []).map(([personId, roleId]) => ({ personId, roleId })) },
      domains: { create: (options.domains ?? []).map((domainId) => ({ domainId })) },
    },
    select: { id: true },
  });
  return m.id;
}

/** A quick-access visitor of the world's organisation. */
export function visitorOf(w: World): Promise<ApiClient> {
  return signInDirectly(client(), { organisationId: w.organisation, email: `visitor.${unique()}@${w.domain}`, level: LEVEL.quickAccess, kind: "quickAccess" });
}

export async function signedIn(level: number = LEVEL.account): Promise<ApiClient> {
  return (await someone("viewer", level)).sign();
}

/** A figure's CSV for these filters, as rows of cells (the first row names the columns). */
export async function figureRows(viewer: ApiClient, figure: string, filters: Record<string, string | number>): Promise<string[][]> {
  const query = new URLSearchParams({ figure, ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])) });
  const res = await viewer.get(`/api/overview/csv/?${query}`);
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  return parseCsv(res.text.replace(/^\uFEFF/, ""));
}

/** The row of a figure's CSV that `label` heads, as numbers. */
export function rowOf(rows: string[][], label: string): number[] {
  const row = rows.find((r) => r[0] === label);
  if (!row) throw new Error(`No row "${label}" in ${JSON.stringify(rows.map((r) => r[0]))}`);
  return row.slice(1).map(Number);
}

/** The column of a figure's CSV named `name`, by row label. */
export function columnOf(rows: string[][], name: string): Record<string, number> {
  const index = rows[0].indexOf(name);
  if (index < 0) throw new Error(`No column "${name}" in ${JSON.stringify(rows[0])}`);
  return Object.fromEntries(rows.slice(1).map((r) => [r[0], Number(r[index])]));
}
