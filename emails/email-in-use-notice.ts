import { renderNoticeMail, type RenderedMail } from "./layout";

/**
 * To the owner of an address someone asked to move their account to. It carries no code: the
 * address already has an account, so the change can never be confirmed. The person asking is
 * answered exactly as for a free address, so the profile cannot test who has an account.
 */
export function emailInUseNoticeMail(): RenderedMail {
  return renderNoticeMail("Someone tried to use your email address on the Project Directory", [
    "Hello,",
    "Someone tried to use this address for another account on the Project Directory: a person signed in there asked to change their email address to it. As this address already belongs to an account, nothing has changed and no code was sent.",
    "If that was you, sign in with this address instead, or choose a different address for your other account.",
    "If it was not you, you do not need to do anything: nobody can take over this address from another account.",
  ]);
}
