"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { apiPost } from "@/lib/client/api";

// The one click of the unsubscribe page: the same call a mail client makes for one-click
// unsubscribe, with the token from the link.
export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<"ready" | "busy" | "done" | "failed">("ready");
  async function confirm() {
    setState("busy");
    const answer = await apiPost("/api/mail/unsubscribe/", undefined, { announce: false, query: { token } });
    setState(answer.responseStatus === 200 ? "done" : "failed");
  }
  if (state === "done") {
    return (
      <p role="status" className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900">
        You are unsubscribed. No more of these mails will be sent to you.
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <Button onClick={() => void confirm()} disabled={state === "busy"}>
        Unsubscribe
      </Button>
      {state === "failed" && (
        <p role="alert" className="text-red-800">
          That did not work. Please try again, or use the link in the most recent mail.
        </p>
      )}
    </div>
  );
}
