import "server-only";
import { logEvent } from "@/lib/log";

// An admin change is a security event (docs/product.md#security-parameters): besides its
// activity-log row, one JSON line says who changed what, for the operator's log collector. Written
// after the change committed.
export function logAdminChange(
  area: "accounts" | "organisations" | "people" | "reference" | "mail",
  change: { accountId: number | null; action: string; targetId?: number },
): void {
  logEvent("admin.change", { area, ...change });
}
