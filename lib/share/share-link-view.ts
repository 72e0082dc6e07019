import "server-only";
import { clock } from "@/lib/clock";
import type { ShareLinkStatus, ShareLinkView } from "./schemas";

// What the screens see of a share link: never its hash.

export const shareLinkSelect = {
  id: true,
  organisationId: true,
  label: true,
  createdAt: true,
  expiresAt: true,
  lastUsedAt: true,
  revokedAt: true,
  useCount: true,
  organisation: { select: { name: true } },
  createdBy: { select: { username: true } },
} as const;

type Row = {
  id: number;
  organisationId: number;
  label: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  useCount: number;
  organisation: { name: string };
  createdBy: { username: string } | null;
};

export function shareLinkStatus(link: Pick<Row, "revokedAt" | "expiresAt">, now: number): ShareLinkStatus {
  if (link.revokedAt) return "revoked";
  return link.expiresAt.getTime() <= now ? "expired" : "active";
}

export function shareLinkView(row: Row): ShareLinkView {
  return {
    id: row.id,
    organisationId: row.organisationId,
    organisationName: row.organisation.name,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    useCount: row.useCount,
    createdBy: row.createdBy?.username ?? null,
    status: shareLinkStatus(row, clock.ms()),
  };
}
