import "server-only";
import type { Actor } from "@/lib/activity/actor";
import { SignInRequired } from "@/lib/errors";
import type { IdentityProviderAction } from "../schemas";
import { startSsoTest } from "../start-sign-in";
import { removeIdentityProvider, saveIdentityProvider, setIdentityProviderEnabled } from "./change-identity-provider";

/** POST /api/admin/identity_providers/: one change to one organisation's provider, or a test. */
export async function runIdentityProviderAction(actor: Actor, body: IdentityProviderAction): Promise<{ success: true; id: number; url?: string }> {
  switch (body.action) {
    case "save":
      return { success: true, ...(await saveIdentityProvider(actor, body)) };
    case "enable":
    case "disable":
      return { success: true, ...(await setIdentityProviderEnabled(actor, body.organisationId, body.action === "enable")) };
    case "remove":
      return { success: true, ...(await removeIdentityProvider(actor, body.organisationId)) };
    case "test": {
      if (!actor.accountId) throw new SignInRequired();
      return { success: true, ...(await startSsoTest(body.organisationId, actor.accountId)) };
    }
  }
}
