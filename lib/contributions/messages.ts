import { formatUkDate } from "@/lib/dates";
import type { Contribution } from "./schemas";

// The texts of "My contributions" (docs/product.md#my-contributions), shared by the profile's
// section, the CSV and the PDF so that all three say the same. Client-safe.

export const CONTRIBUTION_TEXTS = {
  title: "My contributions",
  intro: "Every project and milestone you have held a role on, including roles that have ended.",
  empty:
    "You have no contributions listed yet. When a project's lead adds you to a project or milestone, it appears here with your role. " +
    "To take part, open a milestone that is looking for people and choose \"I'm interested\". " +
    "If you hold roles under another email address, ask an administrator to link that person to your account.",
  loading: "Loading your contributions",
  downloadPdf: "Download PDF",
  downloadCsv: "Download CSV",
  ongoing: "Ongoing",
  ended: "Ended",
  noLead: "None named",
  project: "Project",
  milestone: "Milestone",
} as const;

/** "Ended" for a role taken away, else the project's or milestone's status. */
export function statusLabel(c: Pick<Contribution, "ended" | "status">): string {
  return c.ended ? CONTRIBUTION_TEXTS.ended : c.status;
}

/** "01/02/2026 – 30/06/2026", or "… – Ongoing" without an end. */
export function dateRange(c: Pick<Contribution, "from" | "to">): string {
  return `${formatUkDate(c.from)} – ${c.to ? formatUkDate(c.to) : CONTRIBUTION_TEXTS.ongoing}`;
}

export function leadLabel(c: Pick<Contribution, "lead">): string {
  return c.lead || CONTRIBUTION_TEXTS.noLead;
}

/** The file name a download is saved under: the kind and the day it was made. */
export function downloadName(day: string, extension: "pdf" | "csv"): string {
  return `my-contributions-${day}.${extension}`;
}
