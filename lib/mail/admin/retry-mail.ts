import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Conflict, NotFound } from "@/lib/errors";
import { addJob } from "@/lib/jobs/enqueue";
import { MAIL_FIRST_TRY, MAIL_QUEUE, type MailJob } from "@/lib/jobs/queues";
import { MAIL_ADMIN_MESSAGES as M } from "./schemas";

/**
 * Queues a failed mail again, with a fresh day of retries. One statement moves it from failed to
 * queued, so of any number of parallel retries one queues it and the others are told it is not
 * failed; the delivery's lease then sends it once.
 */
export async function retryMail(id: number): Promise<{ success: true; id: number }> {
  await db.$transaction(async (tx) => {
    const moved = await tx.mail.updateMany({ where: { id, status: "failed" }, data: { status: "queued", queuedAt: clock.now(), refused: false, leaseUntil: null } });
    const mail = await tx.mail.findUnique({ where: { id }, select: { recipient: true } });
    if (moved.count === 0) throw mail ? new Conflict(M.notFailed) : new NotFound(M.missing);
    // The admin vouches for the address again: its other refusals stop holding back its alerts
    // and reminders (lib/mail/refused-address.ts).
    await tx.mail.updateMany({ where: { recipient: mail!.recipient, refused: true }, data: { refused: false } });
    await addJob(tx, MAIL_QUEUE, { mailId: id } satisfies MailJob, { priority: MAIL_FIRST_TRY });
  });
  return { success: true, id };
}
