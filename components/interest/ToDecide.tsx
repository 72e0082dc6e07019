"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/Button";
import { SelectField } from "@/components/ui/SelectField";
import { apiGet } from "@/lib/client/api";
import { DECLINE_MANY_MAX, toDecideAnchor } from "@/lib/interest/constants";
import type { DeclineManyAnswer, ToDecideGroup } from "@/lib/interest/schemas";
import { DeclineSelectedDialog, declinedText } from "./DeclineSelectedDialog";
import { RequestCard, useMilestoneRoles } from "./RequestCards";
import { listed, nextAfter, placesText, SORTS, sortGroups, type Sort } from "./to-decide-order";
import { focusResult } from "@/components/ui/focus-result";

// "To decide" on My Requests (docs/product.md#interest-requests): every open request the person
// may decide, across projects, one group per milestone (its project linked, how full it is),
// sorted by date asked or by stage. Accept or decline each, or decline several at once. After each
// decision the list is read again (an accept that fills a milestone closes its other requests),
// focus moves on to the next request, or to "Nothing waits for your decision", and the result is
// said once in the live region. Shown only to someone who decides something (or who was sent
// here for a project's requests, to hear that none is left).

const EMPTY_ID = "to-decide-empty";

async function fetchGroups(): Promise<ToDecideGroup[] | null> {
  const answer = await apiGet("/api/interest/to_decide/", { redirectOn403: false, announce: false });
  return answer.responseStatus === 200 ? answer.groups : null;
}

export function ToDecide() {
  const [groups, setGroups] = useState<ToDecideGroup[] | null>(null);
  const [sort, setSort] = useState<Sort>("oldest");
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [status, setStatus] = useState({ text: "", n: 0 });
  const [focus, setFocus] = useState<{ id: string; n: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const roles = useMilestoneRoles();
  const said = useRef("");
  // Sent here for a project's requests (a mail, the project page): say so even when none is left.
  const [sentHere] = useState(() => typeof window !== "undefined" && window.location.hash.startsWith("#decide-project-"));
  const ordered = useMemo(() => sortGroups(groups ?? [], sort), [groups, sort]);

  useEffect(() => {
    let live = true;
    void fetchGroups().then((fresh) => {
      if (live) setGroups(fresh ?? []);
    });
    return () => {
      live = false;
    };
  }, []);

  // Arriving from a project page or a mail (#decide-project-<id>): that project's first group.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || !groups?.length) return;
    arrived.current = true;
    const target = window.location.hash.slice(1);
    const group = target ? document.getElementById(target) : null;
    if (!group) return;
    group.scrollIntoView({ block: "start" });
    group.querySelector<HTMLElement>("h3")?.focus({ preventScroll: true });
  }, [groups]);

  // After the dialog's own return of focus: a task later, so this one is the last word.
  useEffect(() => {
    if (!focus) return;
    const timer = setTimeout(() => focusResult(focus.id), 0);
    return () => clearTimeout(timer);
  }, [focus]);

  async function afterDecision(decided: number[], text: string) {
    const before = listed(ordered);
    const fresh = (await fetchGroups()) ?? (groups ?? []).map((g) => ({ ...g, requests: g.requests.filter((r) => !decided.includes(r.id)) })).filter((g) => g.requests.length);
    const now = listed(sortGroups(fresh, sort));
    setGroups(fresh);
    setSelected((s) => new Set([...s].filter((id) => now.includes(id))));
    const next = nextAfter(before, decided, now);
    setFocus((f) => ({ id: next === null ? EMPTY_ID : `request-${next}`, n: (f?.n ?? 0) + 1 }));
    setStatus((s) => ({ text, n: s.n + 1 }));
  }

  function declineSelected() {
    const problem = !selected.size ? "Select the requests to decline first." : selected.size > DECLINE_MANY_MAX ? `Please select at most ${DECLINE_MANY_MAX} requests at once.` : "";
    if (problem) setStatus((s) => ({ text: problem, n: s.n + 1 }));
    else setConfirming(true);
  }

  if (groups === null || (groups.length === 0 && status.n === 0 && !sentHere)) return null;
  const firstOfProject = new Set<number>();
  return (
    <section aria-labelledby="to-decide-title" className="flex flex-col gap-4">
      <div>
        <h2 id="to-decide-title" className="text-xl font-semibold">
          To decide
        </h2>
        <p role="status" className="mt-1 text-sm font-medium text-slate-900 empty:mt-0">
          {status.text && <span key={status.n}>{status.text}</span>}
        </p>
      </div>
      {ordered.length === 0 ? (
        <p id={EMPTY_ID} tabIndex={-1} className="rounded border border-slate-200 bg-white p-3 focus:outline-2 focus:outline-sky-700">
          Nothing waits for your decision.
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label="Sort by"
              options={SORTS.map(({ id, description }) => ({ id, description }))}
              value={SORTS.find((s) => s.key === sort)!.id}
              onChange={(e) => setSort(SORTS.find((s) => s.id === Number(e.target.value))?.key ?? "oldest")}
            />
            <Button variant="secondary" onClick={declineSelected}>
              Decline selected ({selected.size})
            </Button>
          </div>
          {ordered.map((g) => {
            const anchor = firstOfProject.has(g.project) ? undefined : toDecideAnchor(g.project);
            firstOfProject.add(g.project);
            return (
              <section key={g.milestone} id={anchor} aria-labelledby={`decide-group-${g.milestone}`} className="flex scroll-mt-4 flex-col gap-2 border-t border-slate-200 pt-4">
                <h3 id={`decide-group-${g.milestone}`} tabIndex={-1} className="break-words focus:outline-2 focus:outline-offset-2 focus:outline-sky-700">
                  <Link href={`/projects/${g.project}/`} className="font-semibold text-sky-800 underline">
                    {g.project_title}
                  </Link>
                  <span className="block whitespace-pre-line font-medium">{g.milestone_description}</span>
                </h3>
                <p className="text-sm text-slate-700">{placesText(g)}</p>
                <ul className="flex flex-col gap-3">
                  {g.requests.map((r) => (
                    <RequestCard
                      key={r.id}
                      request={r}
                      roles={roles}
                      heading="h4"
                      announce={(text) => (said.current = text)}
                      onDecided={(id) => void afterDecision([id], said.current)}
                      selection={{
                        checked: selected.has(r.id),
                        onChange: (on) => setSelected((s) => new Set(on ? [...s, r.id] : [...s].filter((id) => id !== r.id))),
                      }}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
      {confirming && (
        <DeclineSelectedDialog
          ids={listed(ordered).filter((id) => selected.has(id))}
          onClose={() => setConfirming(false)}
          onDone={(answer: DeclineManyAnswer) => void afterDecision([...answer.declined, ...answer.not_declined.map((n) => n.id)], declinedText(answer))}
        />
      )}
    </section>
  );
}
