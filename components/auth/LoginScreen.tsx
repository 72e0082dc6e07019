"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { EmailCodeBox } from "./EmailCodeBox";
import { PasskeyErrorDialog } from "./PasskeyErrorDialog";
import { PasskeyLoginButton } from "./PasskeyLoginButton";
import { PasswordLoginForm } from "./PasswordLoginForm";
import { isUserVerificationFailure, passkeySignInMessage } from "./passkey-errors";
import { carryReturnPath, returnPathOr, safeRedirect } from "./landing";
import { useFinishSignIn } from "./useFinishSignIn";
import { usePasskeyLogin, type PasskeySignIn } from "./usePasskeyLogin";
import { useRedirectSignedIn } from "./useRedirectSignedIn";
import { SsoButtons } from "./sso/SsoButtons";
import { useSignInProviders } from "./sso/useSignInProviders";

// The login page (docs/product.md#screens-and-routes): password, passkey (autofill on load and a
// button), emailed code, and the organisations' own sign-in where one is on
// (docs/product.md#sign-in-through-an-organisation). A passkey used without user verification
// opens the Passkey Error dialog; every other passkey failure is said under the button, in words
// of its own. Every way in goes back to the page's safe ?next= (docs/product.md#return-path).
export function LoginScreen() {
  useRedirectSignedIn();
  const router = useRouter();
  const finish = useFinishSignIn();
  const onPasskey = useCallback(
    (answer: PasskeySignIn) => {
      const to = safeRedirect(answer.redirect, "/profile/");
      if (to.startsWith("/twofactor/")) router.push(carryReturnPath(to));
      else void finish(returnPathOr(to));
    },
    [finish, router],
  );
  const passkey = usePasskeyLogin(onPasskey);
  const verificationFailure = passkey.failure && isUserVerificationFailure(passkey.failure) ? passkey.failure : null;
  const otherFailure = passkey.failure && !verificationFailure ? passkeySignInMessage(passkey.failure) : "";
  const sso = useSignInProviders();

  return (
    <div className="flex flex-col gap-8">
      <SsoButtons sso={sso} />
      <div className="flex flex-col gap-4">
        <PasswordLoginForm sso={sso} />
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
      <EmailCodeBox sso={sso} />
      <PasskeyErrorDialog failure={verificationFailure} onClose={passkey.clearFailure} />
    </div>
  );
}
