import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { attachment } from "@/lib/http/attachment";
import { figureCsvFile } from "@/lib/overview/downloads";

export const dynamic = "force-dynamic";

// One figure of the overview as CSV, for the viewer and filters of the page (docs/product.md#overview).
export const GET = route("GET /api/overview/csv/", async ({ session, query }) => {
  const file = await figureCsvFile(session, query);
  return new NextResponse(file.text, { headers: attachment(file) });
});
