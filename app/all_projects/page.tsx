import type { Metadata } from "next";
import { Suspense } from "react";
import { ProjectsScreen } from "@/components/projects/ProjectsScreen";

export const metadata: Metadata = { title: "All Projects" };

// The list is fetched by the page itself (GET /api/existing_projects/all/), never embedded here.
export default function Page() {
  return (
    <Suspense>
      <ProjectsScreen scope="all" />
    </Suspense>
  );
}
