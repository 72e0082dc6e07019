import type { Metadata } from "next";
import { headers } from "next/headers";
import { OverviewScreen } from "@/components/overview/OverviewScreen";
import { loadSession } from "@/lib/auth/session";
import { clock } from "@/lib/clock";
import { LEVEL } from "@/lib/levels";
import { overviewQuerySchema } from "@/lib/overview/filters";
import { loadOverview } from "@/lib/overview/load-overview";
import { OVERVIEW_MESSAGES } from "@/lib/overview/messages";
import { isoDay } from "@/lib/reviews/review-rules";

export const metadata: Metadata = { title: "Overview" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
/** The filters' names as the form labels them, for the messages about them. */
const LABELS: Record<string, string> = { from: "From", to: "To", organisation: "Organisation", domain: "Domain", status: "Status" };

// The organisation at a glance (docs/product.md#overview), for levels 2 to 9. Filters that cannot
// be read show what is wrong with them and nothing else.
export default async function OverviewPage({ searchParams }: Props) {
  const session = await loadSession((await headers()).get("cookie"));
  if (session.level < LEVEL.quickAccess) return <Problem errors={[OVERVIEW_MESSAGES.signIn]} signIn />;
  const params = await searchParams;
  const parsed = overviewQuerySchema.safeParse(Object.fromEntries(Object.keys(LABELS).map((k) => [k, first(params[k])])));
  if (!parsed.success) return <Problem errors={[...new Set(parsed.error.issues.map((i) => `${LABELS[String(i.path[0])]}: ${i.message}`))]} />;
  const result = await loadOverview(session, parsed.data);
  if (!result.ok) return <Problem errors={result.errors} />;
  return <OverviewScreen overview={result.overview} thisMonth={isoDay(clock.now()).slice(0, 7)} />;
}

function Problem({ errors, signIn = false }: { errors: string[]; signIn?: boolean }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">Overview</h1>
      <div role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-900">
        {!signIn && <p>{OVERVIEW_MESSAGES.unreadable}</p>}
        <ul className={signIn ? "" : "ml-5 list-disc"}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </div>
      <p>
        <a href={signIn ? "/login/?next=%2Foverview%2F" : "/overview/"} className="text-sky-800 underline hover:text-sky-950">
          {signIn ? "Sign in" : "Show the overview without filters"}
        </a>
      </p>
    </section>
  );
}
