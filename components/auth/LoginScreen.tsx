"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { EmailCodeBox } from "./EmailCodeBox";
import { PasskeyErrorDialog } from "./PasskeyErrorDialog";
import { PasskeyLoginButton } from "./PasskeyLoginButton";
import { PasswordLoginForm } from "./PasswordLoginForm";
import { isUserVerificationFailure, passkeySignInMessage } from "./passkey-errors";
import { safeRedirect } from "./landing";
import { useFinishSignIn } from "./useFinishSignIn";
import { usePasskeyLogin, type PasskeySignIn } from "./usePasskeyLogin";
import { useRedirectSignedIn } from "./useRedirectSignedIn";

// The login page (spec §2): password, passkey (autofill on load and a button), emailed code. A
// passkey used without user verification opens the spec's Passkey Error dialog; every other
// passkey failure is said under the button, in words of its own.
export function LoginScreen() {
  useRedirectSignedIn();
  const router = useRouter();
  const finish = useFinishSignIn();
  const onPasskey = useCallback(
    (answer: PasskeySignIn) => {
      const to = safeRedirect(answer.redirect, "/profile/");
      if (to.startsWith("/twofactor/")) router.push(to);
      else void finish(to);
    },
    [finish, router],
  );
  const passkey = usePasskeyLogin(onPasskey);
  const verificationFailure = passkey.failure && isUserVerificationFailure(passkey.failure) ? passkey.failure : null;
  const otherFailure = passkey.failure && !verificationFailure ? passkeySignInMessage(passkey.failure) : "";

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <PasswordLoginForm />
        {passkey.supported !== false && (
          <>
            <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-300" />
              or
              <span className="h-px flex-1 bg-slate-300" />
            </div>
            <PasskeyLoginButton
              busy={passkey.busy}
              ready={passkey.supported === true}
              message={otherFailure}
              onClick={() => void passkey.signInWithButton()}
              onCancel={passkey.cancel}
            />
          </>
        )}
      </div>
      <hr className="border-slate-300" />
      <EmailCodeBox />
      <PasskeyErrorDialog failure={verificationFailure} onClose={passkey.clearFailure} />
    </div>
  );
}
