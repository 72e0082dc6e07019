import { clock } from "@/lib/clock";
import { randomBytes } from "node:crypto";
import { sha256 } from "@/lib/crypto/tokens";
import { ukDayOf } from "@/lib/dates";
import { db } from "@/lib/db";
import type { ApiResponse } from "../helpers/api-client";
import {
  ACTOR_LEVEL,
  type AccountActor,
  createPasskey,
  createProject,
  SECRET_TEXT,
  type ActorName,
  type Target,
  type World,
} from "./support/world";

// THE authorisation table: one row per /api/ endpoint and method, each with one or more cases;
// each case says, for every level of docs/product.md#user-levels (0, 2, 3 lead, 3 non-lead, 5, 6,
// 9) and for an object of the caller's own or of someone else's, which status the call must answer.
// tests/security/authorisation-matrix.test.ts runs every cell, checks that refusals show no
// data and change nothing, and fails for any route file without a row here.

export type Expected = number | Record<Target, number>;
export type Request = { body?: unknown; query?: string };
export type Cell = { world: World; actor: ActorName; target: Target };

export type MatrixCase = {
  name: string;
  /** true when "own" and "other" objects are told apart; else the cell runs once (as "own") */
  targeted: boolean;
  request: (cell: Cell) => Request | Promise<Request>;
  expect: Record<ActorName, Expected>;
  /** What a permitted answer must (not) show, e.g. no other organisation's project. */
  check?: (res: ApiResponse, cell: Cell) => void;
  /** The call ends or replaces the session, so each cell needs a session of its own. */
  endsSession?: boolean;
  /** An account change that needs a proof from the last 5 minutes: a just-signed-in session per cell. */
  freshProof?: boolean;
};

export type MatrixRow = { method: "GET" | "POST"; path: string; cases: MatrixCase[] };

// --- building the expectations -----------------------------------------------------------

const every = (status: number): Record<ActorName, Expected> => ({
  anonymous: status,
  quickAccess: status,
  lead: status,
  member: status,
  level5: status,
  editor: status,
  admin: status,
});

/** `ok` from `min` up, 403 below (the route wrapper's minimum level). */
const fromLevel = (min: number, ok: Expected): Record<ActorName, Expected> =>
  Object.fromEntries(
    Object.entries(ACTOR_LEVEL).map(([actor, level]) => [actor, level >= min ? ok : 403]),
  ) as Record<ActorName, Expected>;

/** Levels 3-5 edit only where they lead; 6 and up edit everything (docs/product.md#user-levels). */
const editRights = (ok: number): Record<ActorName, Expected> => ({
  anonymous: 403,
  quickAccess: 403,
  lead: { own: ok, other: 403 },
  member: 403,
  level5: { own: ok, other: 403 },
  editor: ok,
  admin: ok,
});

// --- what permitted answers may show --------------------------------------------------------

type ListedProject = { id: number };
const listed = (res: ApiResponse): number[] => ((res.body?.projects ?? []) as ListedProject[]).map((p) => p.id);

/** A quick-access visitor sees their organisation's projects only (docs/product.md#readings). */
function onlyOwnOrganisation(res: ApiResponse, { world, actor }: Cell) {
  if (actor !== "quickAccess") return;
  const ids = listed(res);
  if (!ids.includes(world.project.own)) throw new Error("the organisation's own project is missing");
  if (ids.includes(world.project.other)) throw new Error("another organisation's project is listed");
}

/** "My projects": only projects one of the caller's people is on. */
function onlyOwnProjects(res: ApiResponse, { world, actor }: Cell) {
  const ids = listed(res);
  if (ids.includes(world.project.other)) throw new Error(`${actor} sees a project they are not on`);
  if (["lead", "member", "level5"].includes(actor) && !ids.includes(world.project.own)) {
    throw new Error(`${actor} misses their own project`);
  }
}

function csvOnlyOwnOrganisation(res: ApiResponse, { actor }: Cell) {
  if (actor !== "quickAccess") return;
  if (!res.text.includes(SECRET_TEXT.ownProject)) throw new Error("the organisation's project is missing");
  if (res.text.includes(SECRET_TEXT.otherProject)) throw new Error("another organisation's project is exported");
}

function usercheckLevel(res: ApiResponse, { actor }: Cell) {
  if (res.body.userLevel !== ACTOR_LEVEL[actor]) throw new Error(`userLevel ${res.body.userLevel}`);
}

// --- request bodies -----------------------------------------------------------------------

let serial = 0;
const unique = (label: string) => `${label}-${clock.ms().toString(36)}-${++serial}`;

/** An import batch of one correct row, in preview, owned by `accountId`. */
async function importBatch(accountId: number): Promise<number> {
  const batch = await db.importBatch.create({
    data: {
      accountId,
      fileName: "matrix.csv",
      headers: ["Short description", "Long description", "Start date"],
      columns: ["short_description", "long_description", "start_date"],
      rows: [{ line: 2, cells: [unique("Matrix imported"), "Long", "01/02/2026"] }],
      createdAt: clock.now(),
    },
    select: { id: true },
  });
  return batch.id;
}

/** A new milestone of the project, looking for anyone, with nobody on it. */
async function lookingMilestone(world: World, target: Target): Promise<number> {
  const m = await db.milestone.create({
    data: { projectId: world.project[target], description: unique("Matrix looking"), startDate: new Date("2026-05-04T00:00:00Z"), statusId: 1, lookingForId: 30 },
    select: { id: true },
  });
  return m.id;
}

/** A new member open to projects (a verified account with a person), to be invited. */
async function memberOpenToProjects(): Promise<number> {
  const email = `${unique("open")}@example.org`;
  const person = await db.person.create({ data: { firstName: "Open", lastName: "Member", email }, select: { id: true } });
  const account = await db.account.create({ data: { username: unique("open"), email, emailVerified: 2, level: 3, personId: person.id }, select: { id: true } });
  await db.openToProjects.create({ data: { accountId: account.id, stage: "other", until: new Date("2099-12-31"), availableFrom: new Date("2026-01-01"), createdAt: clock.now(), updatedAt: clock.now() } });
  return account.id;
}

/** An open invitation to a new milestone of the own project, for `accountId`. */
async function invitationFor(world: World, accountId: number): Promise<number> {
  const milestoneId = await lookingMilestone(world, "own");
  const i = await db.invitation.create({ data: { milestoneId, accountId, roleId: 2, createdAt: clock.now() }, select: { id: true } });
  return i.id;
}

/** An open request by a stranger on a new milestone of the project. */
async function strangersRequest(world: World, target: Target): Promise<number> {
  const milestoneId = await lookingMilestone(world, target);
  const r = await db.interestRequest.create({
    data: { milestoneId, email: `${unique("stranger")}@example.net`, firstName: "Stran", lastName: "Ger", stage: "other", createdAt: clock.now() },
    select: { id: true },
  });
  return r.id;
}

async function projectUpdate({ world, target }: Cell) {
  const id = world.project[target];
  const p = await db.project.findUniqueOrThrow({ where: { id }, include: { people: true } });
  return {
    body: {
      id,
      version: p.version,
      short_description: p.shortDescription,
      long_description: unique("changed by the matrix"),
      start_date: "2026-02-02",
      expected_completion_date: null,
      status: 1,
    },
  };
}

async function milestoneUpdate({ world, target }: Cell) {
  const id = world.milestone[target];
  const m = await db.milestone.findUniqueOrThrow({ where: { id } });
  return {
    body: {
      id,
      project: m.projectId,
      version: m.version,
      description: unique("changed by the matrix"),
      start_date: "2026-03-02",
      end_date: null,
      status: 1,
      looking_for: 10,
    },
  };
}

const newPerson = () => ({
  first_name: "Matrix",
  last_name: "Person",
  email: `${unique("matrix")}@example.org`,
});

const fakeCredential = {
  id: "bWF0cml4",
  rawId: "bWF0cml4",
  type: "public-key",
  response: { clientDataJSON: "e30", attestationObject: "o2NmbXRkbm9uZQ", authenticatorData: "AAAA", signature: "AAAA" },
  clientExtensionResults: {},
};

/** A live share link of the caller's organisation; returns the token a holder would have. */
async function shareLink(world: World): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const link = await db.shareLink.create({
    data: { organisationId: world.organisation.own, tokenHash: sha256(token), label: unique("matrix"), expiresAt: new Date(clock.ms() + 86_400_000) },
  });
  return { id: link.id, token };
}

/** A calendar feed of the account, on with a new token (the calls that make one are not the subject here). */
async function calendarFeed(accountId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const data = { tokenHash: sha256(token), includeLed: false, createdAt: clock.now() };
  await db.calendarFeed.upsert({ where: { accountId }, create: { accountId, ...data }, update: data });
  return token;
}

const inDays = (days: number) => new Date(clock.ms() + days * 86_400_000).toISOString().slice(0, 10);

// --- the table ----------------------------------------------------------------------------

const simple = (
  method: "GET" | "POST",
  path: string,
  expect: Record<ActorName, Expected>,
  request: MatrixCase["request"] = () => ({}),
  check?: MatrixCase["check"],
): MatrixRow => ({ method, path, cases: [{ name: "call", targeted: false, request, expect, check }] });

/** The row's calls need a fresh proof (lib/auth/reauth): each cell signs in anew. */
const withFreshProof = (row: MatrixRow): MatrixRow => ({ ...row, cases: row.cases.map((c) => ({ ...c, freshProof: true })) });

const UNKNOWN_SESSION_ID = "A".repeat(22);

/** A saved search of the account, made directly (the calls under test are not its subject). */
async function createSavedSearch(accountId: number): Promise<number> {
  const now = clock.now();
  const row = await db.savedSearch.create({ data: { accountId, name: "Matrix saved search", frequency: "weekly", criteria: {}, createdAt: now, nextDueAt: now } });
  return row.id;
}

export const ENDPOINT_MATRIX: MatrixRow[] = [
  // Open to everyone: the sign-in calls answer the same whoever asks.
  simple("GET", "/api/health/", every(200)),
  simple("GET", "/api/usercheck/", every(200), () => ({}), usercheckLevel),
  { method: "GET", path: "/api/logout/", cases: [{ name: "call", targeted: false, request: () => ({}), expect: every(200), endsSession: true }] },
  // Bodies the schema refuses (422) keep bcrypt out of the table; its answers are tested elsewhere.
  simple("POST", "/api/login/", every(422), () => ({ body: { username: "nobody-here" } })),
  simple("POST", "/api/auth/email_domain_login/", every(200), () => ({ body: { email: "someone@not-a-partner.example" } })),
  simple("POST", "/api/auth/confirm_email_login/", every(422), () => ({ body: { code: "ABCDEF", email: "someone@example.org" } })),
  simple("POST", "/api/confirm_email_login/", every(422), () => ({ body: { link_id: crypto.randomUUID() } })),
  simple("GET", "/api/auth/get_authentication_options/", every(200)),
  simple("POST", "/api/auth/login_with_passkey/", every(422), () => ({
    body: { ...fakeCredential, response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" } },
  })),
  simple("POST", "/api/auth/twofactor_login/", every(403), () => ({ body: { code: "123456" } })),
  simple("POST", "/api/auth/request_password_reset_code/", every(200), () => ({ body: { email: "nobody@not-a-partner.example" } })),
  simple("POST", "/api/auth/password_reset_with_code/", every(422), () => ({
    body: { code: "ABCDEF", password1: "Long-enough-2026", password2: "Long-enough-2026", email: "nobody@example.org" },
  })),
  simple("POST", "/api/auth/set_password/", every(422), () => ({ body: { action: "check", token: "x".repeat(43) } })),
  // Through an organisation's provider: the list of buttons, a start for a provider that does not
  // exist, a callback without a flow of this browser.
  simple("GET", "/api/auth/sso/providers/", every(200)),
  simple("POST", "/api/auth/sso/start/", every(404), () => ({ body: { provider: 2_000_000_000 } })),
  simple("POST", "/api/auth/sso/callback/", every(422), () => ({ body: { search: "?code=abc&state=not-a-flow-of-this-browser" } })),
  simple("GET", "/api/auth/sso/confirm_link/", every(200)),
  simple("POST", "/api/auth/sso/confirm_link/", every(422), () => ({ body: { password: "no-link-waits-in-this-browser" } })),

  // The signed-in account's own settings (level 3 and up; quick access has no account).
  withFreshProof(simple("GET", "/api/auth/generate_two_factor_code/", fromLevel(3, 200))),
  withFreshProof(simple("POST", "/api/auth/confirm_2fa_setup/", fromLevel(3, 200), () => ({ body: { code: "000000" } }))),
  withFreshProof(simple("GET", "/api/auth/get_passkey_options/", fromLevel(3, 200))),
  withFreshProof(simple("POST", "/api/auth/confirm_passkey_registration/", fromLevel(3, 422), () => ({ body: { credential: fakeCredential } }))),
  simple("GET", "/api/auth/passkeys/", fromLevel(3, 200)),
  simple("GET", "/api/auth/reauthenticate/", fromLevel(3, 200)),
  // A wrong code is no proof (a code, not a password, so the cell costs no bcrypt).
  simple("POST", "/api/auth/reauthenticate/", fromLevel(3, 422), () => ({ body: { totpCode: "000000" } })),
  simple("GET", "/api/auth/sessions/", fromLevel(3, 200)),
  simple("POST", "/api/auth/sessions/end/", fromLevel(3, 404), () => ({ body: { id: UNKNOWN_SESSION_ID } })),
  simple("POST", "/api/auth/sessions/end_others/", fromLevel(3, 200)),
  withFreshProof({
    method: "POST",
    path: "/api/auth/delete_passkey/",
    cases: [
      {
        name: "a passkey of the caller's account, or of another account",
        targeted: true,
        // "own" is the caller's own passkey; "other" always belongs to the spare account.
        request: async ({ world, actor, target }) => {
          const owner = target === "own" && actor in world.accounts ? world.accounts[actor as "lead"] : world.accounts.spare;
          return { body: { id: await createPasskey(owner) } };
        },
        expect: fromLevel(3, { own: 200, other: 404 }),
      },
    ],
  }),
  simple("POST", "/api/auth/change_password/", fromLevel(3, 422), () => ({ body: { old: 1, new1: "x", new2: "x" } })),
  simple("GET", "/api/profile/", fromLevel(3, 200)),
  simple("POST", "/api/profile/", fromLevel(3, 422), () => ({ body: { action: "verifyEmail", code: "ABCDEF" } })),
  // Demo accounts are verified already: 422 "already verified" is the permitted answer.
  simple("GET", "/api/resendverificationemail/", fromLevel(3, 422)),
  // "What needs you": each account its own counts only (tests/api/profile/what-needs-you.test.ts).
  simple("GET", "/api/profile/needs/", fromLevel(3, 200)),
  // "Open to projects": each account its own opt-in only (tests/api/people-finder/open-to-projects.test.ts).
  simple("GET", "/api/profile/open_to_projects/", fromLevel(3, 200)),
  simple("POST", "/api/profile/open_to_projects/", fromLevel(3, 200), () => ({
    body: { stage: "other", note: "Matrix", until: ukDayOf(clock.now()), first_name: "Matrix", last_name: "Member" },
  })),
  simple("POST", "/api/profile/open_to_projects/off/", fromLevel(3, 200)),
  simple("GET", "/api/profile/reminders/", fromLevel(3, 200)),
  simple("POST", "/api/profile/reminders/", fromLevel(3, 200), () => ({ body: { on: true } })),
  // "My contributions": each account its own people's roles only (tests/api/profile/contributions.test.ts).
  simple("GET", "/api/profile/contributions/", fromLevel(3, 200)),
  simple("GET", "/api/profile/contributions/pdf/", fromLevel(3, 200)),
  simple("GET", "/api/profile/contributions/csv/", fromLevel(3, 200)),

  // Saved searches (opportunity alerts): members only, each their own; another account's is 404.
  simple("GET", "/api/saved_searches/", fromLevel(3, 200)),
  simple("POST", "/api/saved_searches/", fromLevel(3, 200), () => ({ body: { name: "Matrix search", frequency: "weekly", criteria: { text: "security matrix" } } })),
  ...(["update", "delete"] as const).map(
    (action): MatrixRow => ({
      method: "POST",
      path: `/api/saved_searches/${action}/`,
      cases: [
        {
          name: "a saved search of the caller's account, or of another account",
          targeted: true,
          // "own" is the caller's own saved search; "other" always belongs to the spare account.
          request: async ({ world, actor, target }) => {
            const owner = target === "own" && actor in world.accounts ? world.accounts[actor as "lead"] : world.accounts.spare;
            const id = await createSavedSearch(owner);
            return { body: action === "update" ? { id, name: "Renamed by the matrix" } : { id } };
          },
          expect: fromLevel(3, { own: 200, other: 404 }),
        },
      ],
    }),
  ),

  // "Download my data": an account's own export (level 3 and up; quick access has no account);
  // a download link that is not the caller's is 404, a person's export is for administrators.
  simple("GET", "/api/data_export/", fromLevel(3, 200)),
  simple("POST", "/api/data_export/", fromLevel(3, 200), () => ({ body: {} })),
  simple("POST", "/api/data_export/download/", fromLevel(3, 404), () => ({ body: { token: `1-${"A".repeat(43)}` } })),
  simple("POST", "/api/admin/data_export/", fromLevel(9, 404), () => ({ body: { personId: 2_000_000_000 } })),

  // Calendars: one milestone's file to whoever may see its project (quick access: its
  // organisation's only; another's is 404, as unknown); the feed to its token alone, at any level;
  // each account's own feed setting (tests/api/calendar/).
  {
    method: "GET",
    path: "/api/calendar/milestone/",
    cases: [
      {
        name: "a milestone of the caller's organisation's project, or of another organisation's",
        targeted: true,
        request: ({ world, target }) => ({ query: `?id=${world.milestone[target]}` }),
        expect: { ...fromLevel(3, 200), quickAccess: { own: 200, other: 404 } },
        check: (res) => {
          if (!res.text.includes("BEGIN:VEVENT")) throw new Error("no event in the file");
        },
      },
    ],
  },
  {
    method: "GET",
    path: "/api/calendar/feed/",
    cases: [
      // First: the state-changing GETs test sends a row's first case, which must write nothing.
      { name: "an unknown feed token", targeted: false, request: () => ({ query: `?token=${randomBytes(32).toString("base64url")}` }), expect: every(404) },
      {
        name: "a live feed's token: the token alone is the authority",
        targeted: false,
        request: async ({ world }) => ({ query: `?token=${await calendarFeed(world.accounts.lead)}` }),
        expect: every(200),
      },
    ],
  },
  simple("GET", "/api/calendar/subscription/", fromLevel(3, 200)),
  simple("POST", "/api/calendar/subscription/", fromLevel(3, 200), () => ({ body: { includeLed: false } })),
  simple("POST", "/api/calendar/subscription/settings/", fromLevel(3, 200), async ({ world, actor }) => {
    if (actor in world.accounts) await calendarFeed(world.accounts[actor as AccountActor]);
    return { body: { includeLed: true } };
  }),
  simple("POST", "/api/calendar/subscription/off/", fromLevel(3, 200), () => ({ body: {} })),

  // The overview's files: levels 2 and up; a visitor's figures are their organisation's alone
  // (tests/api/overview/).
  simple("GET", "/api/overview/csv/", fromLevel(2, 200), () => ({ query: "?figure=status" }), (res) => {
    if (!res.text.includes("Status")) throw new Error("no figure in the CSV");
  }),
  simple("GET", "/api/overview/report/", fromLevel(2, 200), () => ({ query: "?year=2026" })),

  // Reading projects (quick access and up; quick access sees its organisation's only).
  simple("GET", "/api/existing_projects/all/", fromLevel(2, 200), () => ({}), onlyOwnOrganisation),
  simple("GET", "/api/existing_projects/own/", fromLevel(2, 200), () => ({}), onlyOwnProjects),
  simple("POST", "/api/project_search/", fromLevel(2, 200), () => ({ body: { text: "security matrix" } }), onlyOwnOrganisation),
  simple("GET", "/api/export_projects/", fromLevel(2, 200), () => ({ query: "?scope=all" }), csvOnlyOwnOrganisation),
  simple("POST", "/api/get_all_project_domains/", fromLevel(2, 200), () => ({ body: { get_status: true } })),
  simple("POST", "/api/get_project_roles/", fromLevel(3, 200), ({ world }) => ({ body: { id: world.project.own } })),
  simple("POST", "/api/get_milestone_roles/", fromLevel(3, 200), ({ world }) => ({
    body: { id: world.milestone.own, project: world.project.own },
  })),

  // Changing projects: leads (levels 3-5) their own, 6 and up everything.
  {
    method: "POST",
    path: "/api/search/person_search/",
    cases: [
      {
        name: "people to add to a project",
        targeted: true,
        request: ({ world, target }) => ({ body: { id: world.project[target], search_term: "a" } }),
        expect: editRights(200),
      },
    ],
  },
  {
    method: "POST",
    path: "/api/add_edit_project/",
    cases: [
      { name: "change a project", targeted: true, request: projectUpdate, expect: editRights(200) },
      {
        name: "add a project",
        targeted: false,
        request: () => ({
          body: { short_description: unique("Matrix new"), long_description: "Added by the matrix", start_date: "2026-01-05", status: 1 },
        }),
        expect: fromLevel(6, 200),
      },
    ],
  },
  {
    method: "POST",
    path: "/api/add_edit_milestone/",
    cases: [
      { name: "change a milestone", targeted: true, request: milestoneUpdate, expect: editRights(200) },
      {
        name: "add a milestone",
        targeted: true,
        request: ({ world, target }) => ({
          body: { project: world.project[target], description: unique("Matrix milestone"), start_date: "2026-04-01", status: 1, looking_for: 10 },
        }),
        expect: fromLevel(6, 200),
      },
    ],
  },
  {
    method: "POST",
    path: "/api/add_edit_person/",
    cases: [
      {
        name: "add a person from a project's people dialog",
        targeted: true,
        request: ({ world, target }) => ({ body: { id: world.project[target], person: newPerson() } }),
        expect: editRights(200),
      },
    ],
  },
  {
    method: "POST",
    path: "/api/deleteproject/",
    cases: [
      {
        name: "delete a project",
        targeted: true,
        request: async ({ world, target }) => ({ body: { id: (await createProject(world, target, unique("Matrix doomed"))).projectId } }),
        expect: fromLevel(6, 200),
      },
    ],
  },
  {
    method: "POST",
    path: "/api/deletemilestone/",
    cases: [
      {
        name: "delete a milestone",
        targeted: true,
        request: async ({ world, target }) => {
          const made = await createProject(world, target, unique("Matrix milestone host"));
          return { body: { id: made.milestoneId, project: made.projectId } };
        },
        expect: fromLevel(6, 200),
      },
    ],
  },

  // "I'm interested" (docs/product.md#interest-requests): asking from level 2 on milestones the
  // asker can see; the requests of a milestone only for whoever may edit it.
  {
    method: "POST",
    path: "/api/interest/ask/",
    cases: [
      {
        name: "ask to join a milestone looking for someone",
        targeted: true,
        request: async ({ world, target }) => ({
          body: { milestone: await lookingMilestone(world, target), stage: "core", first_name: "Matrix", last_name: "Asker" },
        }),
        // the visitor sees (and so asks on) their organisation's project only; whoever decides the
        // milestone's requests (its project's leads, editors) has nothing to ask: 422
        expect: {
          ...fromLevel(3, 200),
          anonymous: 403,
          quickAccess: { own: 200, other: 404 },
          lead: { own: 422, other: 200 },
          level5: { own: 422, other: 200 },
          editor: 422,
          admin: 422,
        },
      },
    ],
  },
  simple("GET", "/api/interest/mine/", fromLevel(2, 200)),
  {
    method: "GET",
    path: "/api/opportunities/",
    cases: [
      {
        name: "Open to join: the milestones looking for people (a visitor's organisation's only)",
        targeted: false,
        // the world's two projects, each with a milestone looking for core trainees; a GET writes nothing
        request: () => ({ query: `?q=${encodeURIComponent("Security matrix")}` }),
        expect: fromLevel(2, 200),
        check: (res, { world, actor }) => {
          const projects = new Set((res.body?.opportunities ?? []).map((o: { project: { id: number } }) => o.project.id));
          if (actor === "quickAccess" && projects.has(world.project.other)) throw new Error("a visitor was shown another organisation's milestone");
        },
      },
    ],
  },
  simple("POST", "/api/interest/withdraw/", fromLevel(2, 404), async ({ world }) => ({ body: { id: await strangersRequest(world, "own") } })),
  simple("POST", "/api/interest/delete/", fromLevel(2, 404), async ({ world }) => ({ body: { id: await strangersRequest(world, "own") } })),
  {
    method: "POST",
    path: "/api/interest/project/",
    cases: [
      {
        name: "a project's open requests (only the deciders' milestones in the answer)",
        targeted: true,
        request: ({ world, target }) => ({ body: { project: world.project[target] } }),
        expect: fromLevel(3, 200),
        check: (res, { actor, target }) => {
          const shown = (res.body?.requests ?? []).length;
          const decides = actor === "editor" || actor === "admin" || (target === "own" && (actor === "lead" || actor === "level5"));
          if (!decides && shown) throw new Error("requests shown to someone who does not decide them");
        },
      },
    ],
  },
  {
    method: "POST",
    path: "/api/interest/decide/",
    cases: [
      {
        name: "decline a request",
        targeted: true,
        request: async ({ world, target }) => ({ body: { id: await strangersRequest(world, target), decision: "decline", message: "Matrix" } }),
        expect: editRights(200),
      },
    ],
  },
  simple("GET", "/api/interest/counts/", fromLevel(3, 200)),
  simple("GET", "/api/interest/to_decide/", fromLevel(3, 200), () => ({}), (res, { world, actor }) => {
    // Only the milestones the caller decides: the lead and level 5 lead the own project alone.
    const projects = new Set(((res.body?.groups ?? []) as { project: number }[]).map((g) => g.project));
    if (["lead", "level5", "member"].includes(actor) && projects.has(world.project.other)) throw new Error(`${actor} is shown another lead's requests`);
    if (actor === "member" && projects.has(world.project.own)) throw new Error("a member is shown requests they do not decide");
  }),
  {
    method: "POST",
    path: "/api/interest/decline_many/",
    cases: [
      {
        name: "decline selected (what the caller may not decide is reported, not declined)",
        targeted: true,
        request: async ({ world, target }) => ({ body: { ids: [await strangersRequest(world, target)], message: "Matrix" } }),
        expect: fromLevel(3, 200),
        check: (res, { actor, target }) => {
          const decides = actor === "editor" || actor === "admin" || (target === "own" && (actor === "lead" || actor === "level5"));
          const declined = (res.body?.declined ?? []).length;
          if (declined !== (decides ? 1 : 0)) throw new Error(`${declined} declined by ${actor} on the ${target} project`);
        },
      },
    ],
  },
  {
    method: "GET",
    path: "/api/people_finder/milestone/",
    cases: [
      {
        // The world's own milestone (not looking for anyone: the answer then lists nobody): a GET's
        // request must write nothing, as the state-changing GETs tests check.
        name: "who might help on a milestone, for its deciders",
        targeted: true,
        request: ({ world, target }) => ({ query: `?milestone=${world.milestone[target]}` }),
        expect: editRights(200),
      },
    ],
  },
  // The people directory: for those who lead a project or milestone, and editors.
  simple("GET", "/api/people_finder/directory/", { anonymous: 403, quickAccess: 403, lead: 200, member: 403, level5: 200, editor: 200, admin: 200 }),
  {
    method: "POST",
    path: "/api/invitations/invite/",
    cases: [
      {
        name: "invite a member open to projects to a milestone, for its deciders",
        targeted: true,
        request: async ({ world, target }) => ({ body: { milestone: await lookingMilestone(world, target), person: await memberOpenToProjects() } }),
        expect: editRights(200),
      },
    ],
  },
  {
    method: "POST",
    path: "/api/invitations/withdraw/",
    cases: [
      {
        name: "withdraw an invitation that waits, for its milestone's deciders",
        targeted: true,
        request: async ({ world, target }) => {
          const milestoneId = await lookingMilestone(world, target);
          const i = await db.invitation.create({ data: { milestoneId, accountId: await memberOpenToProjects(), roleId: 2, createdAt: clock.now() }, select: { id: true } });
          return { body: { id: i.id } };
        },
        expect: editRights(200),
      },
    ],
  },
  {
    method: "POST",
    path: "/api/invitations/answer/",
    cases: [
      {
        name: "decline an invitation: the caller's own, or another member's",
        targeted: true,
        request: async ({ world, actor, target }) => {
          const own = target === "own" && actor in world.accounts ? world.accounts[actor as "lead"] : world.accounts.spare;
          return { body: { id: await invitationFor(world, own), answer: "decline" } };
        },
        expect: fromLevel(3, { own: 200, other: 404 }),
      },
    ],
  },
  simple("GET", "/api/invitations/mine/", fromLevel(3, 200)),
  simple("GET", "/api/opportunities/suggested/", fromLevel(3, 200)),
  simple("GET", "/api/interest/digest/", fromLevel(6, 200)),
  simple("POST", "/api/interest/digest/", fromLevel(6, 200), () => ({ body: { on: true } })),
  {
    method: "POST",
    path: "/api/interest/milestone/",
    cases: [
      {
        name: "a milestone's places, for whoever may edit it",
        targeted: true,
        request: async ({ world, target }) => ({ body: { milestone: await lookingMilestone(world, target) } }),
        expect: editRights(200),
      },
    ],
  },
  {
    method: "POST",
    path: "/api/interest/places/",
    cases: [
      {
        name: "set a milestone's places",
        targeted: true,
        request: async ({ world, target }) => ({ body: { milestone: await lookingMilestone(world, target), places: 3 } }),
        expect: editRights(200),
      },
    ],
  },

  // The activity log (levels 5 to 9).
  simple("GET", "/api/activity/filters/", fromLevel(5, 200)),
  simple("POST", "/api/activity/", fromLevel(5, 200), () => ({ body: {} })),

  // Administration (level 9 only).
  simple("GET", "/api/admin/accounts/", fromLevel(9, 200)),
  simple("GET", "/api/admin/accounts/sessions/", fromLevel(9, 200), ({ world }) => ({ query: `?accountId=${world.accounts.spare}` })),
  simple("POST", "/api/admin/accounts/sessions/end/", fromLevel(9, 404), ({ world }) => ({
    body: { accountId: world.accounts.spare, id: UNKNOWN_SESSION_ID },
  })),
  simple("POST", "/api/admin/accounts/", fromLevel(9, 200), ({ world }) => ({
    body: { action: "set_level", id: world.accounts.spare, level: 3 },
  })),
  simple("GET", "/api/admin/organisations/", fromLevel(9, 200)),
  simple("POST", "/api/admin/organisations/", fromLevel(9, 200), ({ world }) => ({
    body: { action: "add_domain", id: world.organisation.spare, domain: `${unique("matrix")}.example` },
  })),
  simple("GET", "/api/admin/identity_providers/", fromLevel(9, 200)),
  // The spare organisation has no provider to switch off: 404 for an admin, refused below 9.
  simple("POST", "/api/admin/identity_providers/", fromLevel(9, 404), ({ world }) => ({
    body: { action: "disable", organisationId: world.organisation.spare },
  })),
  simple("GET", "/api/admin/people/", fromLevel(9, 200), () => ({ query: "?q=a" })),
  simple("POST", "/api/admin/people/", fromLevel(9, 200), ({ world }) => ({
    body: { action: "update", id: world.people.spare, first_name: "Sam", last_name: unique("Spare"), email: "sam.spare@example.org" },
  })),
  // An erasure of a person who does not exist: 404 for the admin, 403 below (a real erasure is
  // tests/api/admin/erase-person.test.ts); who retention will act on, for the admin only.
  simple("POST", "/api/admin/people/erase/", fromLevel(9, 404), () => ({ body: { id: 2_000_000_000, confirm: "Erase" } })),
  simple("GET", "/api/admin/retention/", fromLevel(9, 200)),
  simple("GET", "/api/admin/reference/", fromLevel(9, 200)),
  simple("POST", "/api/admin/reference/", fromLevel(9, 200), () => ({
    body: { action: "add", list: "eml", description: unique("Matrix domain") },
  })),
  simple("GET", "/api/admin/mail/", fromLevel(9, 200), () => ({ query: "?status=failed" })),
  // A retry of a mail that does not exist: 404 for the admin, 403 below.
  simple("POST", "/api/admin/mail/", fromLevel(9, 404), () => ({ body: { action: "retry", id: 2_000_000_000 } })),
  // One-click unsubscribe: anyone, no session; the signed token in the address is the authority.
  // (a GET only leads anyone to the page that asks for the click, and changes nothing)
  simple("GET", "/api/mail/unsubscribe/", every(303), () => ({ query: "?token=not-a-valid-token" })),
  simple("POST", "/api/mail/unsubscribe/", every(422), () => ({ body: { "List-Unsubscribe": "One-Click" } })),
  // Review reminders: "Still current" works for anyone holding a valid link (here a forged one:
  // 422 for everyone); the projects without an active lead are for editors.
  simple("POST", "/api/review/still_current/", every(422), () => ({ body: { token: "1.1.not-a-valid-signature" } })),
  simple("GET", "/api/projects_without_active_lead/", fromLevel(6, 200)),
  // Importing from a spreadsheet: editors only, and a batch is its owner's alone ("other": a
  // batch of another account answers as if it did not exist).
  simple("POST", "/api/import/preview/", fromLevel(6, 200), () => ({
    body: { fileName: "matrix.csv", data: Buffer.from(`Short description,Long description,Start date\r\n${unique("Matrix import")},Long,01/02/2026\r\n`).toString("base64") },
  })),
  simple("POST", "/api/import/check/", fromLevel(6, 404), () => ({ body: { id: 2_000_000_000, columns: [], edits: [] } })),
  {
    method: "POST",
    path: "/api/import/confirm/",
    cases: [
      {
        name: "confirm a checked batch",
        targeted: true,
        request: async ({ world, actor, target }) => ({ body: { id: await importBatch(target === "own" && actor in world.accounts ? world.accounts[actor as keyof World["accounts"]] : world.accounts.spare) } }),
        expect: { ...fromLevel(6, 200), editor: { own: 200, other: 404 }, admin: { own: 200, other: 404 } },
      },
    ],
  },
  simple("POST", "/api/import/undo/", fromLevel(6, 404), () => ({ body: { id: 2_000_000_000 } })),
  simple("GET", "/api/import/", fromLevel(6, 200)),
  simple("GET", "/api/import/template/", fromLevel(6, 200)),
  simple("GET", "/api/partners/", fromLevel(9, 200)),
  simple("GET", "/api/share_links/", fromLevel(9, 200)),
  simple("POST", "/api/share_links/", fromLevel(9, 200), ({ world }) => ({
    body: { organisationId: world.organisation.own, label: unique("matrix link"), expiresOn: inDays(7) },
  })),
  simple("POST", "/api/share_links/revoke/", fromLevel(9, 200), async ({ world }) => ({ body: { id: (await shareLink(world)).id } })),
  {
    method: "POST",
    path: "/api/shared_projects/",
    cases: [
      {
        // The link is the authority: whoever holds it sees that organisation's projects only.
        name: "open a live share link",
        targeted: false,
        request: async ({ world }) => ({ body: { token: (await shareLink(world)).token } }),
        expect: every(200),
        check: (res, cell) => onlyOwnOrganisation(res, { ...cell, actor: "quickAccess" }),
      },
      {
        name: "open an unknown share link",
        targeted: false,
        request: () => ({ body: { token: randomBytes(32).toString("base64url") } }),
        expect: every(404),
      },
    ],
  },
  simple("POST", "/api/partners/preview/", fromLevel(9, 200), ({ world }) => ({ body: { organisationId: world.organisation.own } })),
];
