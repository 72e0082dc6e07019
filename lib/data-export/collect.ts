import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { activity } from "./sections/activity";
import { accounts, people } from "./sections/identity";
import { calendarFeed, dataExports, mails, savedSearches, shareLinksCreated } from "./sections/kept";
import { invitationsReceived, invitationsSent, noMoreInvitations, openToProjects } from "./sections/people-finder";
import { interestRequests, requestsYouDecided } from "./sections/requests";
import { milestoneRoleHistory, milestoneRoles, projectRoleHistory, projectRoles } from "./sections/roles";
import { emailedCodesAndLinks, organisationSignIns, passkeys, sessions } from "./sections/sign-in";
import type { Subject } from "./subject";

// Everything the directory holds about one subject (subject.ts), as plain JSON: one section per
// kind of record, each a list made by its own collector (sections/), all read in one read-only
// snapshot so the sections agree with each other. What is left out on purpose
// (docs/product.md#download-my-data): secrets (password hashes, TOTP secrets, passkeys' public
// keys, session ids, code and token hashes: their existence is said instead), mail bodies (they
// may carry codes), and other people: a project's other members, who asked to join a milestone
// the subject decided on, who made a change about the subject, and the wording of changes the
// subject made to projects (it names the people on them).

const SECTIONS = {
  accounts, people, projectRoles, milestoneRoles, projectRoleHistory, milestoneRoleHistory, interestRequests, requestsYouDecided,
  openToProjects, invitationsReceived, invitationsSent, noMoreInvitations, savedSearches, calendarFeed, sessions, passkeys, organisationSignIns, emailedCodesAndLinks, shareLinksCreated, activity, mails, dataExports,
};

type Sections = { [K in keyof typeof SECTIONS]: Awaited<ReturnType<(typeof SECTIONS)[K]>> };
export type ExportDocument = { generatedAt: string; subject: string } & Sections;

export async function collectExport(subject: Subject): Promise<ExportDocument> {
  const sections = await db.$transaction(async (tx) => {
    // The isolation is set by the transaction's first statement (the adapter's own option sends
    // it alongside BEGIN, two queries at once on one client, which pg deprecates).
    await tx.$executeRaw`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`;
    const read: Partial<Record<keyof Sections, unknown[]>> = {};
    // One after the other: a transaction's statements share its one connection.
    for (const [name, collect] of Object.entries(SECTIONS)) read[name as keyof Sections] = await collect(tx, subject);
    return read as Sections;
  });
  return {
    generatedAt: clock.now().toISOString(),
    subject: subject.kind === "account" ? "the account that asked, and the person it is linked to" : "one person, and any account linked to them",
    ...sections,
  };
}
