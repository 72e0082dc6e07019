import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { downloadContributions } from "@/lib/contributions/download-contributions";
import { attachment } from "@/lib/http/attachment";

export const dynamic = "force-dynamic";

// The signed-in account's own contributions as a CSV file to save (docs/product.md#my-contributions).
export const GET = route("GET /api/profile/contributions/csv/", async ({ session }) => {
  const file = await downloadContributions(session, "csv");
  return new NextResponse(file.bytes, { headers: attachment(file) });
});
