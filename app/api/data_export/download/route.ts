import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { downloadExport } from "@/lib/data-export/download-export";

export const dynamic = "force-dynamic";

// Body { token }. 200 the ZIP (application/zip, as an attachment), once; 404 a token that is not
// this account's; 410 used or expired (docs/product.md#download-my-data).
export const POST = route("POST /api/data_export/download/", async ({ session, body }) => {
  const { bytes, fileName } = await downloadExport(session, requireAccountId(session), body.token);
  return new NextResponse(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "no-store",
    },
  });
});
