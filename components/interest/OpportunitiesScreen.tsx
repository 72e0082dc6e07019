"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useUrlSearch } from "@/components/admin/use-url-search";
import { SuggestedForYou } from "@/components/people-finder/SuggestedForYou";
import { SaveSearchAlert } from "@/components/projects/SaveSearchAlert";
import { useReferenceLists } from "@/components/projects/use-reference-lists";
import { useSession } from "@/components/session/SessionProvider";
import { LevelGate } from "@/components/session/LevelGate";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/client/api";
import { currentUrl, pushUrl, withParams } from "@/lib/client/history";
import type { Opportunity } from "@/lib/interest/opportunity-schemas";
import { LEVEL } from "@/lib/levels";
import { OpportunityFilters } from "./OpportunityFilters";
import { askButtonId, OpportunityItem } from "./OpportunityItem";
import { filterFromParams, isFiltered, NO_FILTER, paramsOf, savedCriteriaOf, type BoardFilter } from "./opportunity-filters";
import { useOpportunities } from "./use-opportunities";
import { focusResult } from "@/components/ui/focus-result";

// /opportunities/ (level 2+): Open to join, every milestone looking for people that the viewer
// may see, soonest first, to ask to join right there (docs/product.md#open-to-join).
export function OpportunitiesScreen() {
  return (
    <LevelGate minLevel={LEVEL.quickAccess} title="Open to join">
      <Board />
    </LevelGate>
  );
}

const TITLE_ID = "opportunities-title";

function Board() {
  const { userLevel } = useSession();
  const query = useSearchParams().toString();
  const filter = useMemo(() => filterFromParams(new URLSearchParams(query)), [query]);
  // The text box follows the address and writes it once typing pauses (no history of its own).
  const [text, setText] = useUrlSearch("q");
  const { eml, rcoa } = useReferenceLists();
  const { answer, loading, failed, setRequest, retry } = useOpportunities(filter);
  const [busy, setBusy] = useState<number | null>(null);
  const filtered = isFiltered(filter);

  // Each choice is a history entry of its own: Back undoes it.
  const choose = (change: Partial<BoardFilter>) => pushUrl(withParams(currentUrl(), paramsOf({ ...filter, ...change })));

  function clear() {
    pushUrl(withParams(currentUrl(), paramsOf(NO_FILTER)));
    // The button goes with the filters: the page's heading takes focus, and is read out.
    focusResult(TITLE_ID);
  }

  async function withdraw(item: Opportunity) {
    if (!item.my_request) return;
    setBusy(item.milestone);
    const done = await apiPost("/api/interest/withdraw/", { id: item.my_request.id });
    setBusy(null);
    if (done.responseStatus === 200) {
      setRequest(item.milestone, null);
      // The item's "I'm interested" is back: focus goes to it once it is there.
      focusResult(askButtonId(item.milestone));
      toast("Your request was withdrawn.");
    } else {
      // Decided or withdrawn elsewhere meanwhile (the banner says so): show it as it is now.
      retry();
    }
  }

  const items = answer?.opportunities ?? [];
  return (
    <section aria-labelledby={TITLE_ID} className="mx-auto flex max-w-4xl min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id={TITLE_ID} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          Open to join
        </h1>
        <p className="text-slate-700">Milestones looking for people, soonest first. Say you are interested right here: the milestone&apos;s lead decides.</p>
      </div>
      {userLevel >= LEVEL.account && <SuggestedForYou />}
      <OpportunityFilters filter={filter} text={text} eml={eml} rcoa={rcoa} filtered={filtered} onChoose={choose} onText={setText} onClear={clear} />
      {userLevel >= LEVEL.account && (
        <SaveSearchAlert criteria={() => savedCriteriaOf(filter)} frame="rounded-lg border border-slate-200 bg-white p-3" />
      )}
      {failed ? (
        <p role="alert">
          The milestones could not be loaded.{" "}
          <button type="button" className="min-h-6 underline" onClick={retry}>
            Try again
          </button>
        </p>
      ) : !answer ? (
        <Spinner label="Loading the milestones" />
      ) : items.length === 0 ? (
        <Empty filtered={filtered} onClear={clear} />
      ) : (
        <>
          <p className="text-slate-800">{countText(items.length + answer.more, items.length, filtered)}</p>
          <ul aria-label="Milestones open to join, soonest first" aria-busy={loading} className="flex flex-col gap-3">
            {items.map((item) => (
              <OpportunityItem
                key={item.milestone}
                item={item}
                needsName={answer.needs_name}
                busy={busy === item.milestone}
                onAsked={(request) => setRequest(item.milestone, request && request.status === "open" ? { id: request.id, asked_at: request.created_at } : null)}
                onWithdraw={() => void withdraw(item)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function countText(total: number, shown: number, filtered: boolean): string {
  const one = total === 1;
  const counted = `${total} ${one ? "milestone" : "milestones"} ${filtered ? (one ? "matches these filters" : "match these filters") : one ? "is open to join" : "are open to join"}`;
  return shown < total ? `${counted}; the first ${shown} are shown. Narrow the filters to see the others.` : `${counted}.`;
}

function Empty({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <p>{filtered ? "No milestones open to join match these filters." : "No milestones are looking for people just now."}</p>
      <p>
        {filtered ? "Clear the filters to see them all, or look" : "Look"} through{" "}
        <Link href="/all_projects/" className="text-sky-800 underline">
          All Projects
        </Link>{" "}
        to see what is under way and whom to contact.
      </p>
      {filtered && (
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
