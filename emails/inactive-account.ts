import { renderNoticeMail, type RenderedMail } from "./layout";

// The retention warning (docs/product.md#retention): a service notice, not mail one can opt out
// of, since it is the only way the holder learns the account is about to be disabled.

export function inactiveAccountMail(input: { username: string; lastActive: string; disableOn: string; loginUrl: string }): RenderedMail {
  return renderNoticeMail(`Your Project Directory account will be disabled on ${input.disableOn}`, [
    "Hello,",
    `Nobody has signed in to the Project Directory account ${input.username} since ${input.lastActive}. We do not keep accounts that are no longer used.`,
    `To keep it, sign in before ${input.disableOn}: ${input.loginUrl}`,
    "If you do nothing, the account will be disabled on that day. An administrator can enable it again if you need it later.",
  ]);
}
