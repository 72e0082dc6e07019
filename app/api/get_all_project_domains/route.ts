import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { allProjectDomainsAnswerSchema, referenceListsSchema } from "@/lib/reference/schemas";
import { listDomains, listReferenceData } from "@/lib/reference/list-reference-data";

export const dynamic = "force-dynamic";

/** One domain list by taxonomy, or with get_status every list the dialogs and search need. */
export const POST = route({ minLevel: LEVEL.quickAccess, body: referenceListsSchema, answer: allProjectDomainsAnswerSchema }, async ({ body }) => {
  if (body.get_status) return listReferenceData();
  return { domains: await listDomains(body.id ?? "eml") };
});
