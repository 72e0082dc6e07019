import { route } from "@/lib/http/route";
import { listDomains, listReferenceData } from "@/lib/reference/list-reference-data";

export const dynamic = "force-dynamic";

/** One domain list by taxonomy, or with get_status every list the dialogs and search need. */
export const POST = route("POST /api/get_all_project_domains/", async ({ body }) => {
  if (body.get_status) return listReferenceData();
  return { domains: await listDomains(body.id ?? "eml") };
});
