"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
} from "@simplewebauthn/browser";
import { apiGet, apiPost, type AnyOf } from "@/lib/client/api";
import type { PasskeyAuthenticationOptions } from "@/lib/auth/passkeys/schemas";
import type { PasskeyLoginAnswer } from "@/lib/auth/schemas";
import { isCeremonyAborted, ONLY_THROUGH_PROVIDER, passkeyFailureOf, type PasskeyFailure } from "./passkey-errors";

// Passkey sign-in on the login page: browser autofill (conditional UI) starts on load and again
// after every failure (docs/product.md#behaviour), and an explicit button runs a modal ceremony.
// Starting the button's ceremony aborts the autofill one (SimpleWebAuthn allows one at a time);
// autofill is started again once the button's attempt is over. While the button's attempt waits,
// Cancel ends it quietly (the person chose to).

/** The answer of a passkey sign-in (or its refusal), read field by field. */
export type PasskeySignIn = AnyOf<PasskeyLoginAnswer>;

const RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;

async function fetchOptions(): Promise<PasskeyAuthenticationOptions | null> {
  const answer = await apiGet("/api/auth/get_authentication_options/", { announce: false });
  if (answer.responseStatus !== 200) return null;
  return answer.challenge ? answer : null;
}

export function usePasskeyLogin(onSignedIn: (answer: PasskeySignIn) => void) {
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);
  const [busy, setBusy] = useState(false);
  // null until the page's script runs: the server renders the button in its place (every
  // current browser has passkeys), disabled, so nothing moves when it becomes usable.
  const [supported, setSupported] = useState<boolean | null>(null);
  // Each attempt takes a number; an attempt whose number is no longer current stays quiet, and
  // so does the one Cancel ended.
  const attempt = useRef(0);
  const cancelled = useRef(0);
  const leaving = useRef(false);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);

  const autofillSupported = useRef(false);
  const quietFailures = useRef(0);

  const run = useCallback(async function attemptSignIn(autofill: boolean): Promise<boolean> {
    const mine = ++attempt.current;
    const options = await fetchOptions();
    // Cancel may come while the options are still on their way, before the device is asked.
    if (!options || mine !== attempt.current || mine === cancelled.current || leaving.current) return false;
    let failed: PasskeyFailure;
    // True once the person chose a passkey and the server refused it.
    let refused = false;
    try {
      const credential = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
      const answer = await apiPost("/api/auth/login_with_passkey/", credential, {
        announce: false,
      });
      if (answer.responseStatus === 200) {
        signedIn.current(answer);
        return true;
      }
      // An organisation that signs in only through its own provider: the answer says how.
      const told = "signInWith" in answer && !!answer.signInWith;
      failed = { code: told ? ONLY_THROUGH_PROVIDER : (answer.error ?? `HTTP_${answer.responseStatus}`), message: answer.errorMessage ?? "" };
      refused = true;
    } catch (error) {
      failed = passkeyFailureOf(error);
      // Aborted because a newer attempt started, Cancel was pressed, or the page is leaving:
      // nothing to say.
      if (isCeremonyAborted(failed) && (mine !== attempt.current || mine === cancelled.current)) return false;
    }
    if (leaving.current) return false;
    // The button's failures are always explained. Autofill runs unasked, so only a passkey the
    // person picked and the server refused opens the dialog; a browser that turns the quiet
    // request down at once (no passkeys at all) is retried, more slowly each time.
    if (!autofill || refused) setFailure(failed);
    if (autofill && mine === attempt.current) {
      quietFailures.current = refused ? 0 : quietFailures.current + 1;
      const delay = Math.min(RESTART_DELAY_MS * 2 ** quietFailures.current, MAX_RESTART_DELAY_MS);
      setTimeout(() => {
        if (!leaving.current && mine === attempt.current) void attemptSignIn(true);
      }, delay);
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

  const cancel = useCallback(() => {
    cancelled.current = attempt.current;
    WebAuthnAbortService.cancelCeremony();
  }, []);

  return { failure, clearFailure: () => setFailure(null), busy, supported, signInWithButton, cancel };
}
