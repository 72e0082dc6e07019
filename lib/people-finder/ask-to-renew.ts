import "server-only";
import { renewOpenMail } from "@/emails/invitations";
import { clock } from "@/lib/clock";
import { formatUkDate, ukDayOf } from "@/lib/dates";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { mailAccount } from "./mail-to-account";

// The daily task (lib/worker/scheduled-tasks.ts, docs/product.md#open-to-projects): an "open to
// projects" whose last day has passed (the app's clock, the UK's day) is shown to nobody from the
// day after (every read checks the day itself); once, its member is mailed to ask whether to
// renew ("open_to_projects", which they can unsubscribe from). One transaction: the entries are
// marked asked by one statement (two runs that overlap never ask twice) and the mails queued with
// that mark. A save clears the mark, so the next end asks again.

const RENEWAL_CATEGORY = "open_to_projects" as const;

export async function askToRenew(): Promise<number> {
  const today = ukDayOf(clock.now());
  return db.$transaction(async (tx) => {
    const ended = await tx.$queryRaw<{ account_id: number; until: string }[]>`
      UPDATE open_to_projects SET renewal_asked_at = ${clock.now()}
       WHERE until < ${today}::date AND renewal_asked_at IS NULL
      RETURNING account_id, to_char(until, 'YYYY-MM-DD') AS until`;
    let mailed = 0;
    for (const row of ended) {
      const sent = await mailAccount(tx, row.account_id, RENEWAL_CATEGORY, "open_to_projects.renew", (unsubscribeUrl) =>
        renewOpenMail({ until: formatUkDate(row.until), url: `${env().APP_URL}/profile/#open-to-projects-heading`, unsubscribeUrl }),
      );
      if (sent) mailed++;
    }
    logEvent("people_finder.renewal_asked", { ended: ended.length, mails: mailed });
    return mailed;
  });
}
