import type { Metadata } from "next";
import { ProjectsScreen } from "@/components/projects/ProjectsScreen";
import { criteriaFromParams } from "@/components/projects/search-url";
import { loadFirstScreen } from "@/lib/projects/first-screen";
import { listQuery } from "@/lib/projects/list-query";
import { reviewDay } from "@/lib/reviews/review-day";

export const metadata: Metadata = { title: "My Projects" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page renders only the first screen of projects; the list itself is fetched by the screen
// (GET /api/existing_projects/own/), never embedded here.
export default async function Page({ searchParams }: Props) {
  const query = listQuery(await searchParams);
  const firstScreen = await loadFirstScreen("own", query.search !== null);
  // The link's query comes from here, not from useSearchParams: that hook suspends while the
  // server renders, and suspended rows are streamed after the page's frame and shown a moment
  // later (docs/decisions/013-first-screen-with-the-page.md).
  return <ProjectsScreen scope="own" firstScreen={firstScreen} query={query} criteria={criteriaFromParams(query.search)} review={reviewDay()} />;
}
