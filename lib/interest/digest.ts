import "server-only";
import { requestDigestMail, type DigestItem } from "@/emails/interest-digest";
import { clock } from "@/lib/clock";
import { formatUkDateTime } from "@/lib/dates";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { queueMail } from "@/lib/mail/queue-mail";
import { optedOut } from "@/lib/mail/unsubscribe/opted-out";
import { unsubscribePageUrl, unsubscribeToken } from "@/lib/mail/unsubscribe/token";
import { STAGE_NAMES, type Stage } from "./constants";
import { editorAccounts } from "./deciders";

// The daily task (lib/worker/scheduled-tasks.ts): editors and admins are not mailed each new
// request (its leads are, ask.ts) but get one digest a day of those asked since the last one that
// still wait, unless they turned it off on their profile or unsubscribed (category
// "request_digest"). One transaction: the requests are marked told by one statement (so two runs
// that overlap never list a request twice) and the mails are queued with that mark.

export const DIGEST_CATEGORY = "request_digest" as const;

type Fresh = { status: string; first_name: string; last_name: string; stage: string; created_at: Date; milestone: string; project: string };

export async function sendRequestDigest(): Promise<number> {
  const now = clock.now();
  return db.$transaction(async (tx) => {
    const fresh = await tx.$queryRaw<Fresh[]>`
      UPDATE interest_request r
         SET editors_told_at = ${now}
        FROM milestone m JOIN project p ON p.id = m.project_id
       WHERE r.milestone_id = m.id AND r.editors_told_at IS NULL AND r.created_at <= ${now}
      RETURNING r.status::text AS status, r.first_name, r.last_name, r.stage, r.created_at,
                m.description AS milestone, p.short_description AS project`;
    // Decided or withdrawn since it was asked: nothing to tell.
    const waiting = fresh.filter((r) => r.status === "open").sort((a, b) => +a.created_at - +b.created_at);
    if (!waiting.length) return 0;
    const items: DigestItem[] = waiting.map((r) => ({
      name: `${r.first_name} ${r.last_name}`,
      stage: STAGE_NAMES[r.stage as Stage] ?? r.stage,
      milestone: r.milestone,
      project: r.project,
      asked: formatUkDateTime(r.created_at.toISOString()),
    }));
    const appUrl = env().APP_URL;
    let mailed = 0;
    for (const { email } of await editorAccounts(tx, { requestDigest: true })) {
      if (await optedOut(tx, email, DIGEST_CATEGORY)) continue;
      const mail = requestDigestMail({
        items,
        toDecideUrl: `${appUrl}/my_requests/`,
        profileUrl: `${appUrl}/profile/`,
        unsubscribeUrl: unsubscribePageUrl(unsubscribeToken({ email, category: DIGEST_CATEGORY })),
      });
      // The body carries the unsubscribe link, which acts for its holder: it is kept sealed.
      await queueMail(tx, { kind: "interest.digest", category: DIGEST_CATEGORY, to: email, ...mail, secret: true });
      mailed++;
    }
    logEvent("interest.digest_queued", { requests: items.length, mails: mailed });
    return mailed;
  });
}
