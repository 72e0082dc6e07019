import "server-only";
import type { CurrentSession } from "../session";
import { hasFreshProof } from "./fresh-proof";
import { proofMethodsOf } from "./proof-methods";
import type { ReauthMethodsAnswer } from "./schemas";

/** What the "Confirm it's you" dialog offers this account, and whether a proof is still fresh. */
export async function reauthMethods(accountId: number, session: CurrentSession): Promise<ReauthMethodsAnswer> {
  return { ...(await proofMethodsOf(accountId)), fresh: hasFreshProof(session) };
}
