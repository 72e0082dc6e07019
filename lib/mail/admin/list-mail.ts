import "server-only";
import { db } from "@/lib/db";
import type { MailListAnswer, MailStatusName } from "./schemas";

const PAGE = 100;

/** The newest mails (of one status, or all) and how many there are of each status. */
export async function listMail(status: MailStatusName | undefined): Promise<MailListAnswer> {
  const [rows, grouped] = await Promise.all([
    db.mail.findMany({
      where: status ? { status } : {},
      orderBy: { id: "desc" },
      take: PAGE,
      select: {
        id: true,
        kind: true,
        recipient: true,
        subject: true,
        status: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        lastTriedAt: true,
        sentAt: true,
      },
    }),
    db.mail.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const counts = { queued: 0, sent: 0, failed: 0, cancelled: 0 };
  for (const group of grouped) counts[group.status] = group._count._all;
  return {
    mails: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastTriedAt: row.lastTriedAt?.toISOString() ?? null,
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    counts,
  };
}
