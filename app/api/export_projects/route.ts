import { NextResponse } from "next/server";
import { z } from "zod";
import { LEVEL } from "@/lib/auth/levels";
import { Invalid } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { fieldErrorsOf } from "@/lib/http/zod-errors";
import { listProjects } from "@/lib/projects/list-projects";
import { projectsCsv } from "@/lib/projects/projects-csv";
import { projectSearchSchema } from "@/lib/projects/schemas";

export const dynamic = "force-dynamic";

const scopeSchema = z.enum(["all", "own"]).catch("all");

/** Parses `q`, the JSON of the search body the screen keeps in its URL; absent = no filter. */
function criteriaFrom(q: string | null) {
  if (!q) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(q);
  } catch {
    throw new Invalid({ q: ["The search could not be read."] });
  }
  const parsed = projectSearchSchema.safeParse(raw);
  if (!parsed.success) throw new Invalid(fieldErrorsOf(parsed.error));
  return parsed.data;
}

/** GET /api/export_projects/?scope=all|own&q={search}: the current (filtered) list as CSV. */
export const GET = route({ minLevel: LEVEL.quickAccess }, async ({ req, session }) => {
  const scope = scopeSchema.parse(req.nextUrl.searchParams.get("scope"));
  const criteria = criteriaFrom(req.nextUrl.searchParams.get("q"));
  const projects = await listProjects(session, { scope, criteria });
  const day = new Date().toISOString().slice(0, 10);
  return new NextResponse(projectsCsv(projects), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="projects-${scope}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
