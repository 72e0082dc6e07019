import type { Metadata } from "next";
import { Suspense } from "react";
import { ProjectsScreen } from "@/components/projects/ProjectsScreen";
import { loadFirstScreen } from "@/lib/projects/first-screen";

export const metadata: Metadata = { title: "All Projects" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page renders only the first screen of projects; the list itself is fetched by the screen
// (GET /api/existing_projects/all/), never embedded here.
export default async function Page({ searchParams }: Props) {
  const firstScreen = await loadFirstScreen("all", (await searchParams).q !== undefined);
  return (
    <Suspense>
      <ProjectsScreen scope="all" firstScreen={firstScreen} />
    </Suspense>
  );
}
