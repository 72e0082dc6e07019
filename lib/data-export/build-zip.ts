import "server-only";
import { strToU8, zipSync } from "fflate";
import type { ExportDocument } from "./collect";
import { EXPORT_LINK_HOURS } from "./messages";

// The file a person downloads: their data as one JSON document and a short README saying what
// each part is and what is left out, in one ZIP (fflate, docs/decisions/035-download-my-data.md).

const DATA_FILE = "my-data.json";
const README_FILE = "README.txt";

const README = `Your data from the Project Directory
=====================================

${DATA_FILE} holds everything the directory keeps about you, as JSON:

- accounts: your account (username, email addresses, level, whether you have a password and
  two-factor authentication, when you signed in).
- people: your entry as a person on projects; projectRoles and milestoneRoles: your roles;
  projectRoleHistory and milestoneRoleHistory: when each role began and ended (from: null when it
  was held before roles were recorded; until: null while you hold it).
- interestRequests: your requests to join milestones; requestsYouDecided: requests you accepted
  or declined as a lead (without the requester's details, which are theirs).
- savedSearches: your saved searches and how many milestones each has reported.
- calendarFeed: your calendar feed, when it is on: what it holds and when its URL was made
  (never the URL, which is kept only as a one-way hash).
- sessions: where and when you signed in (browser and address), as long as they are kept.
- passkeys, organisationSignIns: your passkeys and organisation sign-ins, described.
- emailedCodesAndLinks: the sign-in, reset and verification codes sent to you (never the codes).
- shareLinksCreated: share links you made.
- activity: the changes recorded about you or made by you. Changes you made to projects are
  listed by what and when; their wording names other people and is left out.
- mails: the mails sent to you (subject, date and outcome; never the body, which may hold codes).
- dataExports: the times your data was asked for.

Left out on purpose: your password (only a one-way hash is kept), your two-factor secret, your
passkeys' keys and your session ids; and anything about other people, such as the other
members of your projects.

The download link worked once, for ${EXPORT_LINK_HOURS} hours, for the account that asked.
`;

export function buildZip(document: ExportDocument): Uint8Array {
  const mtime = new Date(document.generatedAt);
  return zipSync(
    {
      [README_FILE]: [strToU8(README.replaceAll("\n", "\r\n")), { mtime }],
      [DATA_FILE]: [strToU8(JSON.stringify(document, null, 2)), { mtime }],
    },
    { level: 6 },
  );
}
