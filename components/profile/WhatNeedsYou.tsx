"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { apiGet } from "@/lib/client/api";
import { formatUkDate } from "@/lib/dates";
import type { NeedsAnswer } from "@/lib/needs/schemas";

// "What needs you", the top of My Profile (docs/product.md#what-needs-you): each thing waiting
// for the person, with its count and the page where it is done; when nothing waits, what to do
// next. The settings follow below it.

const LINK = "font-medium text-sky-800 underline hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

/** `fullPage`: the admin screen is loaded as a page of its own (components/nav/menu-items.ts). */
type Item = { key: string; text: string; href: string; link: string; fullPage?: boolean };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function itemsOf(needs: NeedsAnswer): Item[] {
  const items: Item[] = [];
  if (needs.toDecide) {
    items.push({ key: "decide", text: `${plural(needs.toDecide, "request waits", "requests wait")} for your decision.`, href: "/my_requests/#to-decide-title", link: "Decide them" });
  }
  if (needs.myRequests.waiting || needs.myRequests.decidedLately) {
    const parts = [
      needs.myRequests.waiting ? `${plural(needs.myRequests.waiting, "request", "requests")} waiting for a lead` : "",
      needs.myRequests.decidedLately ? `${plural(needs.myRequests.decidedLately, "request", "requests")} decided in the last 30 days` : "",
    ].filter(Boolean);
    items.push({ key: "mine", text: `You have ${parts.join(" and ")}.`, href: "/my_requests/", link: "See your requests" });
  }
  if (needs.invitations) {
    items.push({ key: "invitations", text: `${plural(needs.invitations, "invitation waits", "invitations wait")} for your answer.`, href: "#invitations-heading", link: "Answer them" });
  }
  if (needs.suggested) {
    items.push({ key: "suggested", text: `${plural(needs.suggested, "milestone fits", "milestones fit")} what you are open to.`, href: "/opportunities/#suggested-title", link: "See them" });
  }
  for (const p of needs.projectsDue) {
    const why = p.reason === "past_completion" ? `its completion date (${formatUkDate(p.day)}) has passed` : `it has not changed since ${formatUkDate(p.day)}`;
    items.push({ key: `due-${p.id}`, text: `“${p.short_description}” needs a check: ${why}.`, href: `/projects/${p.id}/`, link: "Open the project" });
  }
  for (const s of needs.savedSearches) {
    const count = s.newMatches >= 25 ? "25 or more new milestones match" : `${plural(s.newMatches, "new milestone matches", "new milestones match")}`;
    items.push({ key: `search-${s.id}`, text: `${count} your saved search “${s.name}”.`, href: "/opportunities/", link: "See what is open to join" });
  }
  if (needs.admin?.failedMail) {
    items.push({ key: "mail", text: `${plural(needs.admin.failedMail, "mail", "mails")} could not be delivered.`, href: "/admin/?tab=mail", link: "Open the Mail tab", fullPage: true });
  }
  if (needs.admin?.retentionDue) {
    items.push({ key: "retention", text: `${plural(needs.admin.retentionDue, "account is", "accounts are")} due for retention.`, href: "/admin/?tab=retention", link: "Open the Retention tab", fullPage: true });
  }
  return items;
}

export function WhatNeedsYou() {
  const [needs, setNeeds] = useState<NeedsAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void apiGet("/api/profile/needs/", { announce: false }).then((answer) => {
      if (!current) return;
      if (answer.responseStatus === 200) setNeeds(answer);
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, []);

  const items = needs ? itemsOf(needs) : [];
  return (
    <section aria-labelledby="needs-heading" className="mb-4 rounded-lg border border-sky-200 bg-sky-50 p-4">
      <h2 id="needs-heading" className="mb-2 text-lg font-semibold">
        What needs you
      </h2>
      {failed ? (
        <p>We could not load what waits for you just now. Reload the page to try again.</p>
      ) : !needs ? (
        <Spinner label="Loading what needs you" />
      ) : items.length ? (
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.key} className="break-words">
              {item.text}{" "}
              {item.fullPage ? (
                <a href={item.href} className={LINK}>
                  {item.link}
                </a>
              ) : (
                <Link href={item.href} className={LINK}>
                  {item.link}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing waits for you just now.</p>
      )}
      {needs && (
        <p className="mt-3">
          {needs.openToJoin ? `${plural(needs.openToJoin, "milestone is", "milestones are")} open to join. ` : "Looking for something to join? "}
          <Link href="/opportunities/" className={LINK}>
            {needs.openToJoin ? "See Open to join" : "Browse Open to join"}
          </Link>
        </p>
      )}
    </section>
  );
}
