"use client";

// The outcome of the last change on a tab: success politely announced, failure as an alert.
export type NoticeState = { kind: "success" | "error"; text: string } | null;

export function Notice({ notice }: { notice: NoticeState }) {
  return (
    <div aria-live="polite" className="min-h-0">
      {notice?.kind === "success" && (
        <p className="rounded border border-green-300 bg-green-50 px-3 py-2 text-green-900">{notice.text}</p>
      )}
      {notice?.kind === "error" && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-900">
          {notice.text}
        </p>
      )}
    </div>
  );
}
