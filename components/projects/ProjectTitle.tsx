import Link from "next/link";
import type { Project } from "@/lib/projects/types";

// A project's title in a row or card: a link to its own page when there is one for this viewer.
// The click stays with the link (the row around it opens the dialog); no prefetch, so a list of
// hundreds of links asks the server for nothing until one is followed.
export function ProjectTitle({ project, href }: { project: Project; href: string | undefined }) {
  if (!href) return <>{project.short_description}</>;
  return (
    <Link href={href} prefetch={false} onClick={(e) => e.stopPropagation()} className="underline decoration-slate-400 underline-offset-2 hover:decoration-sky-800">
      {project.short_description}
    </Link>
  );
}
