import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { exportProjects } from "@/lib/projects/export-projects";

export const dynamic = "force-dynamic";

/** GET /api/export_projects/?scope=all|own&q={search}: the current (filtered) list as CSV. */
export const GET = route("GET /api/export_projects/", async ({ query, session }) => {
  const { csv, fileName } = await exportProjects(session, query);
  return new NextResponse(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
});
