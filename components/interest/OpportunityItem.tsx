"use client";

import Link from "next/link";
import { DomainChips } from "@/components/projects/DomainChips";
import { dateRange } from "@/components/projects/format";
import { Button } from "@/components/ui/Button";
import type { Opportunity } from "@/lib/interest/opportunity-schemas";
import type { MyRequest } from "@/lib/interest/schemas";
import { InterestButton } from "./InterestButton";
import { shortDate, STATUS_TEXT } from "./texts";

// One milestone of Open to join (docs/product.md#open-to-join): what it is, whom it wants and
// when, and "I'm interested" right there, or the viewer's waiting request with Withdraw.

export const askButtonId = (milestone: number) => `ask-${milestone}`;

function placesText(left: number): string {
  if (left === 0) return "No places left";
  return left === 1 ? "1 place left" : `${left} places left`;
}

export function OpportunityItem({
  item,
  needsName,
  busy,
  onAsked,
  onWithdraw,
}: {
  item: Opportunity;
  needsName: boolean;
  busy: boolean;
  onAsked(request: MyRequest | null): void;
  onWithdraw(): void;
}) {
  const titleId = `opportunity-${item.milestone}-title`;
  return (
    <li aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <h2 id={titleId} className="font-semibold break-words">
        {item.name}
      </h2>
      <p className="text-sm break-words text-slate-800">
        Project:{" "}
        <Link href={`/projects/${item.project.id}/`} className="text-sky-800 underline">
          {item.project.name}
        </Link>
      </p>
      {item.description !== item.name && <p className="text-sm break-words text-slate-800">{item.description}</p>}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-800">
        <span>
          Wanted: <strong>{item.stage_wanted}</strong>
        </span>
        <span>{item.start_date ? dateRange(item.start_date, item.end_date) : "Dates to be set"}</span>
        {item.places_left !== null && <span>{placesText(item.places_left)}</span>}
      </p>
      <DomainChips domains={item.domains} />
      {item.my_request ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p>
            You asked on {shortDate(item.my_request.asked_at)} — <strong>{STATUS_TEXT.open}</strong>
          </p>
          <Button variant="secondary" className="!px-3 !py-1 text-sm" disabled={busy} onClick={onWithdraw} aria-label={`Withdraw request: ${item.name}`}>
            Withdraw
          </Button>
        </div>
      ) : (
        item.may_ask && (
          <div>
            <InterestButton id={askButtonId(item.milestone)} milestoneId={item.milestone} description={item.name} needsName={needsName} onSettled={onAsked} />
          </div>
        )
      )}
    </li>
  );
}
