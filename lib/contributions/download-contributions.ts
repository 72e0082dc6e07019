import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { env } from "@/lib/env";
import { contributionsCsv } from "./contributions-csv";
import { contributionsPdf } from "./contributions-pdf";
import { ukDayOf } from "@/lib/dates";
import { listContributions } from "./list-contributions";
import { downloadName } from "./messages";

// GET /api/profile/contributions/csv/ and …/pdf/ (level 3+): the signed-in account's own list,
// as a file to save, named with the day it was made (docs/product.md#my-contributions).

export type Download = { bytes: Uint8Array<ArrayBuffer>; fileName: string; contentType: string };

export async function downloadContributions(session: CurrentSession, format: "csv" | "pdf"): Promise<Download> {
  const { name, contributions } = await listContributions(session);
  const generated = clock.now();
  const fileName = downloadName(ukDayOf(generated), format);
  if (format === "csv") {
    const text = contributionsCsv(contributions, env().APP_URL);
    return { bytes: new TextEncoder().encode(text), fileName, contentType: "text/csv; charset=utf-8" };
  }
  const bytes = await contributionsPdf({ organisation: env().ORGANISATION_NAME, name, generated, contributions });
  return { bytes, fileName, contentType: "application/pdf" };
}
