import { STAGE_NAMES } from "@/lib/interest/constants";
import type { MyRequest } from "@/lib/interest/schemas";

// Words the interest screens share (docs/product.md#interest-requests).

export const STATUS_TEXT: Record<MyRequest["status"], string> = {
  open: "Waiting for the lead",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

export const STAGE_OPTIONS = (Object.keys(STAGE_NAMES) as (keyof typeof STAGE_NAMES)[]).map((key, i) => ({
  id: i + 1,
  key,
  description: STAGE_NAMES[key],
}));

/** dd/MM/yyyy, as every date on the screens. */
export function shortDate(iso: string): string {
  const d = new Date(iso);
  return d.toLocaleDateString("en-GB", { timeZone: "Europe/London" });
}
