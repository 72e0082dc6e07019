import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { Forbidden } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { categoryOn, setCategoryOn } from "./preference";
import { DIGEST_CATEGORY } from "@/lib/interest/digest";

// GET and POST /api/interest/digest/ (level 6+): the profile's "Daily digest of requests", on
// unless the editor turned it off there or unsubscribed with a digest's link. Turning it on again
// undoes that unsubscribe too, for the account's own proved address: the switch says what will happen.

function accountOf(session: CurrentSession): number {
  if (!session.accountId) throw new Forbidden();
  return session.accountId;
}

export async function digestSetting(session: CurrentSession): Promise<{ on: boolean }> {
  const account = await db.account.findUniqueOrThrow({ where: { id: accountOf(session) }, select: { requestDigest: true } });
  return { on: account.requestDigest && (await categoryOn(session, DIGEST_CATEGORY)) };
}

export async function setDigestSetting(session: CurrentSession, on: boolean): Promise<{ on: boolean }> {
  const id = accountOf(session);
  await db.account.update({ where: { id }, data: { requestDigest: on } });
  if (on) await setCategoryOn(session, DIGEST_CATEGORY, true);
  logEvent("interest.digest_setting", { accountId: id, on });
  return { on };
}
