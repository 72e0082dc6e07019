import "server-only";
import type { Actor } from "@/lib/activity/actor";
import type { AccountAction } from "./schemas";
import {
  linkAccountPerson,
  removeAccountPasskeys,
  renewSetPasswordLink,
  resetAccountTwoFactor,
  setAccountDisabled,
  setAccountLevel,
} from "./change-account";
import { createAccount } from "./create-account";

/** POST /api/admin/accounts/: one action on one account. The answer names the account. */
export async function runAccountAction(actor: Actor, body: AccountAction): Promise<{ success: true; id: number }> {
  switch (body.action) {
    case "create": {
      const { account } = await createAccount(actor, body, { mailLink: true });
      return { success: true, id: account.id };
    }
    case "send_link": {
      await renewSetPasswordLink(actor, body.id);
      break;
    }
    case "set_level":
      await setAccountLevel(actor, body.id, body.level);
      break;
    case "disable":
    case "enable":
      await setAccountDisabled(actor, body.id, body.action === "disable");
      break;
    case "reset_2fa":
      await resetAccountTwoFactor(actor, body.id);
      break;
    case "remove_passkeys":
      await removeAccountPasskeys(actor, body.id);
      break;
    case "link_person":
      await linkAccountPerson(actor, body.id, body.personId);
      break;
  }
  return { success: true, id: body.id };
}
