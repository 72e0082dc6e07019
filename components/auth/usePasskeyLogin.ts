"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { apiGet, apiPost } from "@/lib/client/api";
import { isCeremonyAborted, passkeyFailureOf, type PasskeyFailure } from "./passkey-errors";

// Passkey sign-in on the login page: browser autofill (conditional UI) starts on load and again
// after every failure (spec §4), and an explicit button runs a modal ceremony. Starting the
// button's ceremony aborts the autofill one (SimpleWebAuthn allows one at a time); autofill is
// started again once the button's attempt is over.

type OptionsAnswer = { options?: PublicKeyCredentialRequestOptionsJSON } & Partial<PublicKeyCredentialRequestOptionsJSON>;
export type PasskeySignIn = { userLevel?: number; redirect?: string };

const RESTART_DELAY_MS = 500;

async function fetchOptions(): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const answer = await apiGet<OptionsAnswer>("/api/auth/get_authentication_options/", { announce: false });
  if (answer.responseStatus !== 200) return null;
  if (answer.options) return answer.options;
  return answer.challenge ? (answer as PublicKeyCredentialRequestOptionsJSON) : null;
}

export function usePasskeyLogin(onSignedIn: (answer: PasskeySignIn) => void) {
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [supported, setSupported] = useState(false);
  // Each attempt takes a number; an attempt whose number is no longer current stays quiet.
  const attempt = useRef(0);
  const leaving = useRef(false);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);

  const autofillSupported = useRef(false);

  const run = useCallback(async function attemptSignIn(autofill: boolean): Promise<boolean> {
    const mine = ++attempt.current;
    const options = await fetchOptions();
    if (!options || mine !== attempt.current || leaving.current) return false;
    let failed: PasskeyFailure;
    try {
      const credential = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
      const answer = await apiPost<PasskeySignIn & { error?: string }>("/api/auth/login_with_passkey/", credential, {
        announce: false,
      });
      if (answer.responseStatus === 200) {
        signedIn.current(answer);
        return true;
      }
      failed = { code: answer.error ?? `HTTP_${answer.responseStatus}`, message: answer.errorMessage ?? "" };
    } catch (error) {
      failed = passkeyFailureOf(error);
      // Aborted because a newer attempt started (or the page is leaving): nothing to say.
      if (isCeremonyAborted(failed) && mine !== attempt.current) return false;
    }
    if (leaving.current) return false;
    setFailure(failed);
    if (autofill && mine === attempt.current) {
      setTimeout(() => {
        if (!leaving.current && mine === attempt.current) void attemptSignIn(true);
      }, RESTART_DELAY_MS);
    }
    return false;
  }, []);

  useEffect(() => {
    leaving.current = false;
    setSupported(browserSupportsWebAuthn());
    void browserSupportsWebAuthnAutofill().then((yes) => {
      autofillSupported.current = yes;
      if (yes && !leaving.current) void run(true);
    });
    return () => {
      leaving.current = true;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [run]);

  const signInWithButton = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    const signedInNow = await run(false);
    setBusy(false);
    if (!signedInNow && autofillSupported.current && !leaving.current) void run(true);
  }, [run]);

  return { failure, clearFailure: () => setFailure(null), busy, supported, signInWithButton };
}
