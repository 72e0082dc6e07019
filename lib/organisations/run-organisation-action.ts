import "server-only";
import type { Actor } from "@/lib/activity/actor";
import type { OrganisationAction } from "./schemas";
import { createOrganisation, deleteOrganisation, renameOrganisation } from "./change-organisation";
import { addOrganisationDomain, removeOrganisationDomain } from "./change-organisation-domains";

/** POST /api/admin/organisations/: one change to one organisation. */
export async function runOrganisationAction(actor: Actor, body: OrganisationAction): Promise<{ success: true; id: number }> {
  switch (body.action) {
    case "create":
      return { success: true, id: (await createOrganisation(actor, body.name)).id };
    case "rename":
      await renameOrganisation(actor, body.id, body.name);
      break;
    case "delete":
      await deleteOrganisation(actor, body.id);
      break;
    case "add_domain":
      await addOrganisationDomain(actor, body.id, body.domain);
      break;
    case "remove_domain":
      await removeOrganisationDomain(actor, body.id, body.domain);
      break;
  }
  return { success: true, id: body.id };
}
