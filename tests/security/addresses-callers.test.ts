import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Whose addresses are whose has one home, lib/people/addresses.ts (docs/product.md#whose-addresses-are-whose).
// This test keeps it so: the features that gather a person's data are listed and each asks it,
// and no other file reads whether an address is proved or pending, so a feature added later
// cannot gather addresses its own way. A new caller is added to the list with its reason.

const ROOT = path.resolve(__dirname, "../..");
const HOME = "lib/people/addresses.ts";

/** The features that gather a person's data, and the file of each that asks the one function. */
const CALLERS: Record<string, string> = {
  "data export (whose data an export holds)": "lib/data-export/subject.ts",
  "erasure (whose rows are rewritten)": "lib/people/erasure/erase-person.ts",
  "My requests (the viewer's own requests)": "lib/interest/lists.ts",
  "Open to join (the viewer's own waiting requests)": "lib/interest/opportunities.ts",
  "withdraw and delete of a request": "lib/interest/withdraw.ts",
  "asking (the address a request is asked under)": "lib/interest/requester.ts",
  "accept (the person who joins the milestone)": "lib/interest/decide.ts",
  "My contributions (the viewer's people)": "lib/contributions/list-contributions.ts",
  "people merge (the accounts that move)": "lib/people/merge-people.ts",
  "alerts of saved searches (where they are mailed)": "lib/alerts/send-alerts.ts",
  "retention warnings (where they are mailed)": "lib/retention/warn-inactive.ts",
  "the activity log's person filter": "lib/activity/activity-condition.ts",
  "the activity log's filter choices": "lib/activity/list-activity-filters.ts",
  "organisation sign-in linking (the account an address reaches)": "lib/auth/sso/resolve-identity.ts",
  "a Still current link (whether its lead's account is an editor)": "lib/reviews/still-current.ts",
  "What needs you (the viewer's own requests)": "lib/needs/what-needs-you.ts",
  "saved searches on the profile (whether their address unsubscribed)": "lib/alerts/list-saved-searches.ts",
  "a saved search's unsubscribe link (whose search it stops)": "lib/mail-preferences/unsubscribe.ts",
  "the profile's mail switches (whose opt-out they change)": "lib/mail-preferences/preference.ts",
  "a calendar feed (whose milestones it holds)": "lib/calendar/read-feed.ts",
  "open to projects (the account's person and the address it is saved under)": "lib/people-finder/open-to-projects.ts",
  "the people finder (the person each member open to projects is shown as)": "lib/people-finder/candidates.ts",
  "an accepted invitation (the person who joins the milestone)": "lib/invitations/answer.ts",
  "invitation and renewal mails (where an account's are mailed)": "lib/people-finder/mail-to-account.ts",
};

/**
 * The only other files that may read an address's proof or a pending address: the flows that
 * prove an address (or change it) and say so, and the screens that show an account its own.
 */
const PROVING_AN_ADDRESS = new Set([
  HOME,
  "lib/auth/profile/get-profile.ts",
  "lib/auth/profile/update-email.ts",
  "lib/auth/profile/verify-email.ts",
  "lib/auth/profile/resend-verification-email.ts",
  "lib/auth/set-password/redeem-set-password-link.ts",
  "lib/auth/set-password/set-password.ts",
  "lib/auth/email-sign-in/sign-in-from-verification.ts",
  "lib/auth/sso/resolve-identity.ts",
  "lib/auth/sso/record-link.ts",
  "lib/auth/schemas.ts",
  // Security notices go to the account's own proved address, never a pending one.
  "lib/auth/notify-security-change.ts",
  // The export shows the account its own fields, the pending address among them.
  "lib/data-export/sections/identity.ts",
  // The deciders mailed about a request: editors and admins with a proved address.
  "lib/interest/deciders.ts",
]);

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith("lib/generated/"));
}

// The server: the screens only show what the calls answer.
const FILES = [...sources("lib"), ...sources("app")];
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("whose addresses are whose: one function", () => {
  it("every feature that gathers a person's data asks lib/people/addresses.ts", () => {
    for (const [feature, file] of Object.entries(CALLERS)) {
      expect(read(file), `${feature}: ${file}`).toMatch(/from "(@\/lib\/people|\.)\/addresses"/);
    }
  });

  it("nothing else asks it without being listed above", () => {
    const askers = FILES.filter((f) => f !== HOME && /from "(@\/lib\/people|\.)\/addresses"/.test(read(f)));
    expect(askers.sort()).toEqual([...new Set(Object.values(CALLERS))].sort());
  });

  it("no other file reads whether an address is proved, or a pending address", () => {
    const readers = FILES.filter((f) => /emailVerified|email_verified|pendingEmail|pending_email/.test(read(f)));
    expect(readers.filter((f) => !PROVING_AN_ADDRESS.has(f))).toEqual([]);
  });
});
