"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { apiPost } from "@/lib/client/api";
import { Spinner } from "@/components/ui/Spinner";
import { safeRedirect } from "../landing";
import { useFinishSignIn } from "../useFinishSignIn";
import { SignInDeadEnd } from "./SignInDeadEnd";

type Test = { organisationId: number; organisation: string; claims: Record<string, unknown> };

// Back from the organisation's provider: the address holds its answer (a one-time code and the
// state). It is taken out of the address at once (so it is not kept in history or sent again by
// a reload) and given to the server, which signs the browser in, or, for an admin's Test
// sign-in, answers what the provider said about the person.
export function SsoCallback() {
  const router = useRouter();
  const finish = useFinishSignIn();
  const sent = useRef(false);
  const [error, setError] = useState("");
  const [test, setTest] = useState<Test | null>(null);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const search = window.location.search;
    window.history.replaceState(null, "", window.location.pathname);
    void apiPost("/api/auth/sso/callback/", { search }, { announce: false }).then(async (answer) => {
      if (answer.responseStatus === 200 && answer.response === "success") return finish(safeRedirect(answer.redirect, "/my_projects/"));
      if (answer.responseStatus === 200 && answer.response === "twofactor") return router.push("/twofactor/");
      if (answer.responseStatus === 200 && answer.response === "confirm_link") return router.push("/sso/confirm/");
      if (answer.responseStatus === 200 && answer.response === "test") {
        return setTest({ organisationId: answer.organisationId ?? 0, organisation: answer.organisation ?? "", claims: answer.claims ?? {} });
      }
      setError(answer.errorMessage ?? "We could not sign you in. Please start again from the login page.");
    });
  }, [finish, router]);

  if (test) return <TestResult test={test} />;
  if (error) return <SignInDeadEnd tone="error" message={error} />;
  return <Spinner label="Signing you in" />;
}

function display(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && value > 1_000_000_000 && value < 10_000_000_000) {
    return `${value} (${new Date(value * 1000).toISOString().replace(".000Z", "Z")})`;
  }
  return JSON.stringify(value);
}

/** What the provider said about the person who signed in for the test: its ID token's claims, never a token. */
function TestResult({ test }: { test: Test }) {
  const entries = Object.entries(test.claims).sort(([a], [b]) => a.localeCompare(b));
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded border border-green-300 bg-green-50 px-3 py-2 text-green-900">
        The test sign-in with {test.organisation} worked. Nobody was signed in to this directory; this is what the provider said about the person who signed in.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Claims of the ID token from {test.organisation}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-4">
                Claim
              </th>
              <th scope="col" className="py-1">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map(([name, value]) => (
              <tr key={name} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-1 pr-4 font-mono text-sm font-medium">
                  {name}
                </th>
                <td className="break-all py-1 font-mono text-sm">{display(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700">
        A first sign-in needs <code>email</code> at one of the organisation&apos;s domains, verified (<code>email_verified</code> true, or for Microsoft Entra ID a configured <code>tid</code>).
      </p>
      <p>
        <Link href="/admin/?tab=organisations" className="text-sky-800 underline">
          Back to the organisations
        </Link>
      </p>
    </div>
  );
}
