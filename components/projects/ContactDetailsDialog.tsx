"use client";

import { InterestButton } from "@/components/interest/InterestButton";
import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { ukDayOf } from "@/lib/dates";
import { mayAsk, needsName } from "@/lib/interest/eligibility";
import { Dialog } from "@/components/ui/Dialog";
import { LEAD_ROLE, type Milestone, type Project } from "@/lib/projects/types";
import { AddToCalendarLink } from "./AddToCalendarLink";
import { ItemCard } from "./ItemCard";

// The read-only view of a project or milestone: its card and whom to contact (docs/product.md#dialogs).
export function ContactDetailsDialog({
  project,
  milestone,
  today,
  offerCalendar = false,
  onClose,
}: {
  project: Project;
  milestone: Milestone | null;
  /** the server's day, for a milestone that has ended */
  today?: string;
  /** "Add to calendar" for a milestone: where the viewer may see it by the project lists' rule (not a share link's list) */
  offerCalendar?: boolean;
  onClose(): void;
}) {
  const { userLevel, people: mine, email } = useSession();
  const viewer = { level: userLevel, people: mine, email };
  const people = milestone ? milestone.people : project.people;
  const askable = !!milestone && mayAsk(viewer, project, milestone, ukDayOf(new Date()));
  const subject = milestone
    ? `Milestone: ${milestone.description} (${project.short_description})`
    : `Project: ${project.short_description}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Contact Details"
      maxWidth={580}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <div className="flex flex-col gap-4">
        <ItemCard item={milestone ? { kind: "milestone", milestone } : { kind: "project", project }} today={today} />
        {milestone && (offerCalendar || askable) && (
          <div className="flex flex-wrap items-center gap-2">
            {offerCalendar && <AddToCalendarLink milestoneId={milestone.id} description={milestone.description} />}
            {askable && <InterestButton milestoneId={milestone.id} description={milestone.description} needsName={needsName(viewer)} />}
          </div>
        )}
        {people.length === 0 ? (
          <p>{milestone ? "No roles identified" : "No project roles identified"}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Contacts</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-2">Role</th>
                <th scope="col" className="py-1 pr-2">Name</th>
                <th scope="col" className="py-1">Email</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <tr key={person.id} className="border-b border-slate-100 align-top">
                  <td className="py-1 pr-2">{person.role_display}</td>
                  <td className={`py-1 pr-2 ${person.role === LEAD_ROLE ? "font-semibold" : ""}`}>{person.name}</td>
                  <td className="break-all py-1">
                    <a
                      className="text-sky-800 underline"
                      href={`mailto:${person.email}?subject=${encodeURIComponent(subject)}`}
                    >
                      {person.email}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Dialog>
  );
}
