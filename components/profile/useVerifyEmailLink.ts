"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import { isUuidV4 } from "@/components/auth/codes";
import { fieldErrorsOf } from "@/components/auth/field-errors";

/**
 * The verification mail's link opens /profile/?verify=<uuid>. Only a signed-in person reaches
 * this (a mail scanner has no session), so the link is used once the profile has loaded; the
 * address bar is then cleaned so a reload does not use it again.
 */
export function useVerifyEmailLink(linkId: string | null, ready: boolean, onVerified: () => void) {
  const router = useRouter();
  const used = useRef(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const verified = useRef(onVerified);
  useEffect(() => {
    verified.current = onVerified;
  }, [onVerified]);

  useEffect(() => {
    if (!ready || !linkId || used.current) return;
    used.current = true;
    router.replace("/profile/");
    if (!isUuidV4(linkId)) {
      queueMicrotask(() => setResult({ ok: false, message: MESSAGES.badLink }));
      return;
    }
    void apiPost("/api/profile/", { action: "verifyEmail", link_id: linkId }, { announce: false }).then((answer) => {
      if (answer.responseStatus === 200) {
        setResult({ ok: true, message: "Thank you, your email address is verified." });
        verified.current();
      } else {
        const messages = Object.values(fieldErrorsOf(answer)).flat();
        setResult({ ok: false, message: messages[0] ?? answer.errorMessage ?? MESSAGES.linkExpired });
      }
    });
  }, [ready, linkId, router]);

  return result;
}
