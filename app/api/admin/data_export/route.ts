import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { requestPersonExport } from "@/lib/data-export/request-export";

export const dynamic = "force-dynamic";

// Body { personId }. 200 { dataExport }: an administrator's export of any person's data, mailed
// to the administrator when ready; 404 for a person who does not exist.
export const POST = route("POST /api/admin/data_export/", async ({ session, body }) => ({
  dataExport: await requestPersonExport(session, requireAccountId(session), body.personId),
}));
