import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { attachment } from "@/lib/http/attachment";
import { annualReportFile } from "@/lib/overview/downloads";

export const dynamic = "force-dynamic";

// The annual report: the overview's figures for one year as an A4 PDF (docs/product.md#annual-report).
export const GET = route("GET /api/overview/report/", async ({ session, query }) => {
  const file = await annualReportFile(session, query);
  return new NextResponse(new Uint8Array(file.bytes), { headers: attachment(file) });
});
