import type { Metadata } from "next";
import Link from "next/link";
import { DownloadExportButton } from "@/components/data-export/DownloadExportButton";

export const metadata: Metadata = { title: "Download my data" };

// Opened from the "your data is ready" mail (?token=…). Opening it changes nothing; the button
// downloads, once, for the account that asked and only signed in as it
// (docs/product.md#download-my-data).
export default async function DownloadMyDataPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw.length <= 200 ? raw : "";
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-semibold">Download my data</h1>
      <p className="mb-4">Your data is one ZIP file: the data as JSON and a README that explains it. The link works once, for the account that asked.</p>
      <DownloadExportButton token={token} />
      <p className="mt-6 text-sm">
        <Link href="/profile/" className="text-sky-800 underline">
          My Profile
        </Link>
      </p>
    </section>
  );
}
