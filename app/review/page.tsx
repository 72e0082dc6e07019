import type { Metadata } from "next";
import Link from "next/link";
import { StillCurrentButton } from "@/components/reviews/StillCurrentButton";
import { REVIEW_MESSAGES } from "@/lib/reviews/messages";
import { describeReview } from "@/lib/reviews/still-current";

export const metadata: Metadata = { title: "Is this project still current?" };
export const dynamic = "force-dynamic";

// Opened from a review reminder's "Still current" link (?token=…). Opening it records nothing
// (mail scanners open links); the button does, without signing in (docs/product.md#review-reminders).
export default async function ReviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw.length <= 200 ? raw : "";
  const review = token ? await describeReview(token) : null;
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-semibold">Is this project still current?</h1>
      {!review ? (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          {REVIEW_MESSAGES.invalid}
        </p>
      ) : review.state === "not_lead" ? (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          {REVIEW_MESSAGES.notLead}
        </p>
      ) : review.state === "used" ? (
        <p role="status" className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900">
          {REVIEW_MESSAGES.used}
        </p>
      ) : (
        <>
          <p className="mb-4 break-words">
            Confirm that the entry for <strong>{review.project}</strong> is still right. To change it instead, open the project and edit it.
          </p>
          <StillCurrentButton token={token} />
        </>
      )}
      <p className="mt-6 text-sm">
        <Link href="/all_projects/" className="text-sky-800 underline">
          All Projects
        </Link>
      </p>
    </section>
  );
}
