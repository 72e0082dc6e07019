import Link from "next/link";
import { projectPath } from "@/components/projects/project-address";
import type { ActivityEntry } from "@/lib/activity/schemas";
import { formatUkDateTime } from "@/lib/dates";

// One change in the log: when, who, what (with a link to the project), and each field that
// changed as "field: old → new".
export function ActivityEntryItem({ entry }: { entry: ActivityEntry }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <article aria-labelledby={`activity-${entry.id}`} className="flex flex-col gap-2">
        <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
          <time dateTime={entry.at}>{formatUkDateTime(entry.at)}</time>
          <span>
            by <span className="font-medium text-slate-900">{entry.actor}</span>
          </span>
        </p>
        <h2 id={`activity-${entry.id}`} className="font-semibold break-words">
          {entry.summary}
        </h2>
        {entry.projectId !== null && (
          <p className="text-sm">
            Project:{" "}
            {entry.projectExists ? (
              <Link href={projectPath(entry.projectId)} className="text-sky-800 underline">
                {entry.projectName}
              </Link>
            ) : (
              <span>{entry.projectName} (deleted)</span>
            )}
          </p>
        )}
        {entry.changes.length > 0 && (
          <ul aria-label="What changed" className="flex flex-col gap-1 text-sm">
            {entry.changes.map((change) => (
              <li key={change.field} className="break-words">
                <span className="font-medium">{change.field}:</span> {change.before} → {change.after}
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
