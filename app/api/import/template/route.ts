import { NextResponse } from "next/server";
import { attachment } from "@/lib/http/attachment";
import { route } from "@/lib/http/route";
import { templateCsv, templateXlsx } from "@/lib/import/template";

export const dynamic = "force-dynamic";

/** GET /api/import/template/?format=xlsx|csv: the import template to fill in. */
export const GET = route("GET /api/import/template/", async ({ query }) => {
  if (query.format === "csv") {
    return new NextResponse(templateCsv(), { headers: attachment({ fileName: "projects-import-template.csv", contentType: "text/csv; charset=utf-8" }) });
  }
  const bytes = await templateXlsx();
  return new NextResponse(new Uint8Array(bytes), {
    headers: attachment({ fileName: "projects-import-template.xlsx", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }),
  });
});
