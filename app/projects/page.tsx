import type { Metadata } from "next";
import { ProjectsRedirect } from "@/components/projects/ProjectsRedirect";

export const metadata: Metadata = { title: "Projects" };

export default function Page() {
  return <ProjectsRedirect />;
}
