import "server-only";
import { open } from "@/lib/crypto/secret-box";
import { clock } from "@/lib/clock";
import type { DataExportView } from "./schemas";
import { downloadPath } from "./token";

/** The columns a view is made from (never the ZIP itself). */
export const VIEW_COLUMNS = {
  id: true,
  status: true,
  createdAt: true,
  expiresAt: true,
  downloadedAt: true,
  size: true,
  tokenSealed: true,
} as const;

export type ViewRow = {
  id: number;
  status: "pending" | "ready" | "failed";
  createdAt: Date;
  expiresAt: Date | null;
  downloadedAt: Date | null;
  size: number | null;
  tokenSealed: string | null;
};

/** Sealed for this purpose only, so the sealed token opens nowhere else. */
export const TOKEN_PURPOSE = "data-export-token";

/** The asker's view: the link only while the export is ready, unused and within its 24 hours. */
export function exportView(row: ViewRow): DataExportView {
  const status =
    row.status === "pending"
      ? "preparing"
      : row.status === "failed"
        ? "failed"
        : row.downloadedAt
          ? "downloaded"
          : row.expiresAt && row.expiresAt.getTime() <= clock.ms()
            ? "expired"
            : "ready";
  const token = status === "ready" && row.tokenSealed ? open(row.tokenSealed, TOKEN_PURPOSE) : null;
  return {
    id: row.id,
    status,
    requestedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
    downloadPath: token ? downloadPath(token) : null,
  };
}
