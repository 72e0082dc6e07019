/** "21/11/2025 14:05" in UK time, or "Never". */
export function formatDateTime(iso: string | null): string {
  if (!iso) return "Never";
  return new Date(iso)
    .toLocaleString("en-GB", {
      timeZone: "Europe/London",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    })
    .replace(",", "");
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
