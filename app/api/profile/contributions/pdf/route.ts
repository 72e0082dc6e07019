import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { downloadContributions } from "@/lib/contributions/download-contributions";
import { attachment } from "@/lib/http/attachment";

export const dynamic = "force-dynamic";

// The signed-in account's own contributions as a PDF file to save (docs/product.md#my-contributions).
export const GET = route("GET /api/profile/contributions/pdf/", async ({ session }) => {
  const file = await downloadContributions(session, "pdf");
  return new NextResponse(file.bytes, { headers: attachment(file) });
});
