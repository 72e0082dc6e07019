import { Button } from "@/components/ui/Button";

// Previous / next through the pages of a list, with where you are.
export function Pagination({
  page,
  pageCount,
  total,
  busy,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  busy: boolean;
  onPage(page: number): void;
}) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p aria-live="polite">
        Page {page} of {pageCount} ({total} {total === 1 ? "change" : "changes"})
      </p>
      <Button variant="secondary" disabled={busy || page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
