import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { ownExportStatus } from "@/lib/data-export/export-status";
import { requestOwnExport } from "@/lib/data-export/request-export";

export const dynamic = "force-dynamic";

// 200 { dataExport }: the account's latest export of its own data, or null (docs/product.md#download-my-data).
export const GET = route("GET /api/data_export/", async ({ session }) => ({ dataExport: await ownExportStatus(requireAccountId(session)) }));

// Body {}. 200 { dataExport }: a new pending export, or the one still pending.
export const POST = route("POST /api/data_export/", async ({ session }) => ({
  dataExport: await requestOwnExport(session, requireAccountId(session)),
}));
