"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { apiPost } from "@/lib/client/api";
import { REVIEW_MESSAGES } from "@/lib/reviews/messages";

// The one click of the "Still current" page: records the check with the token from the link.
export function StillCurrentButton({ token }: { token: string }) {
  const [state, setState] = useState<"ready" | "busy" | "done" | "failed">("ready");
  const [error, setError] = useState("");
  async function confirm() {
    setState("busy");
    const answer = await apiPost("/api/review/still_current/", { token }, { announce: false });
    if (answer.responseStatus === 200) return setState("done");
    setError(answer.responseStatus === 409 ? REVIEW_MESSAGES.used : REVIEW_MESSAGES.invalid);
    setState("failed");
  }
  if (state === "done") {
    return (
      <p role="status" className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900">
        {REVIEW_MESSAGES.done}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <Button onClick={() => void confirm()} disabled={state === "busy"}>
        Still current
      </Button>
      {state === "failed" && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
