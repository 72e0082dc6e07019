import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { DownloadExportButton } from "@/components/data-export/DownloadExportButton";
import { loadSession } from "@/lib/auth/session";
import { EXPORT_MESSAGES } from "@/lib/data-export/messages";

export const metadata: Metadata = { title: "Download my data" };
export const dynamic = "force-dynamic";

// Opened from the "your data is ready" mail (?token=…). Opening it changes nothing; the button
// downloads, once, for the account that asked and only signed in as it
// (docs/product.md#download-my-data). Opened signed out, it asks for a sign-in first, which comes
// back here with the token (docs/product.md#return-path).
export default async function DownloadMyDataPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw.length <= 200 ? raw : "";
  const session = await loadSession((await headers()).get("cookie"));
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-semibold">Download my data</h1>
      <p className="mb-4">Your data is one ZIP file: the data as JSON and a README that explains it. The link works once, for the account that asked.</p>
      {session.signedIn ? (
        <>
          <DownloadExportButton token={token} />
          <p className="mt-6 text-sm">
            <Link href="/profile/" className="text-sky-800 underline">
              My Profile
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mb-4 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">{EXPORT_MESSAGES.signInFirst}</p>
          <p>
            <Link href={signInHref(token)} className="text-sky-800 underline hover:text-sky-950">
              Sign in
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

/** The login page, told to come back to this page with its token. */
function signInHref(token: string): string {
  const here = token ? `/download_my_data/?${new URLSearchParams({ token })}` : "/download_my_data/";
  return `/login/?${new URLSearchParams({ next: here })}`;
}
