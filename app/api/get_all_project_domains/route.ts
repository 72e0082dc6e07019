import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { referenceListsSchema } from "@/lib/projects/schemas";
import { listDomains, listReferenceData } from "@/lib/reference/list-reference-data";

export const dynamic = "force-dynamic";

/** One domain list by taxonomy, or with get_status every list the dialogs and search need. */
export const POST = route({ minLevel: LEVEL.quickAccess, body: referenceListsSchema }, async ({ body }) => {
  if (body.get_status) return listReferenceData();
  return { domains: await listDomains(body.id ?? "eml") };
});
