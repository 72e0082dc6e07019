"use client";

import { OneClickAction } from "@/components/ui/OneClickAction";
import { apiPost } from "@/lib/client/api";
import { REVIEW_MESSAGES } from "@/lib/reviews/messages";

// The one click of the "Still current" page: records the check with the token from the link.
export function StillCurrentButton({ token }: { token: string }) {
  return (
    <OneClickAction
      label="Still current"
      done={REVIEW_MESSAGES.done}
      act={async () => {
        const answer = await apiPost("/api/review/still_current/", { token }, { announce: false });
        if (answer.responseStatus === 200) return { done: true };
        return { done: false, error: answer.responseStatus === 409 ? REVIEW_MESSAGES.used : REVIEW_MESSAGES.invalid };
      }}
    />
  );
}
