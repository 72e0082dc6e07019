"use client";

import { OneClickAction } from "@/components/ui/OneClickAction";
import { apiPost } from "@/lib/client/api";

// The one click of the unsubscribe page: the same call a mail client makes for one-click
// unsubscribe, with the token from the link.
export function UnsubscribeButton({ token }: { token: string }) {
  return (
    <OneClickAction
      label="Unsubscribe"
      done="You are unsubscribed. No more of these mails will be sent to you."
      act={async () => {
        const answer = await apiPost("/api/mail/unsubscribe/", undefined, { announce: false, query: { token } });
        if (answer.responseStatus === 200) return { done: true };
        return { done: false, error: "That did not work. Please try again, or use the link in the most recent mail." };
      }}
    />
  );
}
