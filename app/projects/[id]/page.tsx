import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProjectPageView } from "@/components/projects/ProjectPageView";
import { loadProjectPage } from "@/lib/projects/project-page";

type Props = { params: Promise<{ id: string }> };

// A project's own address. Unknown, malformed and hidden ids all give the same 404 page, so the
// page says nothing about projects the visitor may not see.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadProjectPage((await params).id);
  if (!page) notFound();
  return { title: page.project.short_description };
}

export default async function Page({ params }: Props) {
  const page = await loadProjectPage((await params).id);
  if (!page) notFound();
  return <ProjectPageView page={page} />;
}
