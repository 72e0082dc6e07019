import type { Metadata } from "next";
import Link from "next/link";
import { ReviewAnswers } from "@/components/reviews/ReviewAnswers";
import { formatUkDate } from "@/lib/dates";
import { REVIEW_MESSAGES } from "@/lib/reviews/messages";
import { reviewDay } from "@/lib/reviews/review-day";
import { reviewReason } from "@/lib/reviews/review-rules";
import { describeReview, type ReviewedProject } from "@/lib/reviews/still-current";

export const metadata: Metadata = { title: "Is this project still current?" };
export const dynamic = "force-dynamic";

// Opened from a review reminder's link (?token=…). Opening it records nothing (mail scanners open
// links); an answer does, without signing in (docs/product.md#review-reminders). The page says why
// it asks and shows what the answer is about, so the lead need not open the project first.
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
          <ProjectFacts project={review.project} />
          <ReviewAnswers token={token} projectId={review.project.id} />
          <p className="mt-4 text-sm">To change anything else, open the project and edit it.</p>
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

/** Why the page asks: the project's completion date has passed, or it has not changed for long. */
function whyAsked(project: ReviewedProject): string {
  const reason = reviewReason(project, reviewDay());
  if (reason?.kind === "past_completion") return `Its expected completion date, ${formatUkDate(reason.day)}, has passed.`;
  if (reason) return `It has not changed since ${formatUkDate(reason.day)}.`;
  return "We ask the leads of open projects from time to time, so the directory stays right.";
}

function ProjectFacts({ project }: { project: ReviewedProject }) {
  const facts: [string, string][] = [
    ["Status", project.status_display],
    ["Start date", formatUkDate(project.start_date)],
    ["Expected completion", project.expected_completion_date ? formatUkDate(project.expected_completion_date) : "None set"],
    ["Last changed", formatUkDate(project.changed_on)],
  ];
  return (
    <div className="mb-6 space-y-3">
      <p className="break-words">
        <Link href={`/projects/${project.id}/`} className="font-semibold text-sky-800 underline">
          {project.short_description}
        </Link>
      </p>
      <p>{whyAsked(project)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
