import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { formatUkDate, ukDayOf } from "@/lib/dates";
import { db, type Tx } from "@/lib/db";
import { Forbidden, Invalid, Refused, type FieldErrors } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { ownerOfAccount, provedAddressOfAccount } from "@/lib/people/addresses";
import { addMonths, DEFAULT_MONTHS, MAX_MONTHS } from "./constants";
import { FINDER_MESSAGES as M } from "./messages";
import type { OpenToProjectsAnswer, OpenToProjectsInput } from "./schemas";

// GET, POST /api/profile/open_to_projects/ and POST …/off/ (level 3+): a member's own "open to
// projects" (docs/product.md#open-to-projects). Off by default (no row); saved under the account,
// which must have proved its address (the leads write to it); shown to the deciders until its last
// day by the app's clock. The name the deciders see is the account's person's
// (lib/people/addresses.ts); an account the directory has no person for gives one, recorded under
// its proved address, so it is the account's own person from then on.

function accountOf(session: CurrentSession): number {
  if (!session.accountId) throw new Forbidden();
  return session.accountId;
}

/** The organisation whose email domain the address is in, if any. */
async function organisationOfAddress(address: string | null): Promise<number | null> {
  const domain = address?.split("@")[1];
  if (!domain) return null;
  const row = await db.organisationDomain.findUnique({ where: { domain }, select: { organisationId: true } });
  return row?.organisationId ?? null;
}

export async function readOpenToProjects(session: CurrentSession): Promise<OpenToProjectsAnswer> {
  const accountId = accountOf(session);
  const today = ukDayOf(clock.now());
  const [entry, owner, address, organisations] = await Promise.all([
    db.openToProjects.findUnique({
      where: { accountId },
      select: { stage: true, organisationId: true, note: true, until: true, availableFrom: true, domains: { select: { domain: { select: { id: true, taxonomy: true } } } } },
    }),
    ownerOfAccount(db, accountId),
    provedAddressOfAccount(db, accountId),
    db.organisation.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
  ]);
  const until = entry ? entry.until.toISOString().slice(0, 10) : null;
  return {
    entry: entry
      ? {
          stage: entry.stage as OpenToProjectsInput["stage"],
          eml: entry.domains.filter((d) => d.domain.taxonomy === "eml").map((d) => d.domain.id).sort((a, b) => a - b),
          rcoa: entry.domains.filter((d) => d.domain.taxonomy === "rcoa").map((d) => d.domain.id).sort((a, b) => a - b),
          organisation: entry.organisationId,
          note: entry.note,
          until: until!,
          available_from: entry.availableFrom.toISOString().slice(0, 10),
          ended: until! < today,
        }
      : null,
    proposed: { organisation: await organisationOfAddress(address), until: addMonths(today, DEFAULT_MONTHS), available_from: today },
    organisations,
    needs_name: !owner?.personIds.length,
  };
}

/** A yyyy-MM-dd day as the DATE columns hold it. */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The field errors of what needs the database or the day: the domains, the organisation, the last day. */
async function check(tx: Tx, input: OpenToProjectsInput, today: string): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (input.until < today) errors.until = [M.untilPast];
  else if (input.until > addMonths(today, MAX_MONTHS)) errors.until = [M.untilFar];
  for (const taxonomy of ["eml", "rcoa"] as const) {
    const wanted = input[taxonomy];
    if (!wanted.length) continue;
    const found = await tx.domain.count({ where: { id: { in: wanted }, taxonomy, retired: false } });
    if (found !== wanted.length) errors[taxonomy] = [M.domain];
  }
  if (input.organisation !== null && !(await tx.organisation.findUnique({ where: { id: input.organisation }, select: { id: true } }))) {
    errors.organisation = [M.organisation];
  }
  return errors;
}

/** The account's person, or a new one under its proved address from the form's name. */
async function ensurePerson(tx: Tx, accountId: number, address: string, input: OpenToProjectsInput): Promise<void> {
  const owner = await ownerOfAccount(tx, accountId);
  if (owner?.personIds.length) return;
  if (!input.first_name || !input.last_name) {
    throw new Invalid({ ...(input.first_name ? {} : { first_name: [M.namesNeeded] }), ...(input.last_name ? {} : { last_name: [M.namesNeeded] }) });
  }
  const person = await tx.person.create({ data: { firstName: input.first_name, lastName: input.last_name, email: address }, select: { id: true } });
  // Linked too, so the profile's details show the name given (it is the account's own person either way).
  await tx.account.update({ where: { id: accountId }, data: { personId: person.id } });
}

export async function saveOpenToProjects(session: CurrentSession, input: OpenToProjectsInput): Promise<OpenToProjectsAnswer> {
  const accountId = accountOf(session);
  const address = await provedAddressOfAccount(db, accountId);
  if (!address) throw new Refused(M.unverified);
  const today = ukDayOf(clock.now());
  await db.$transaction(async (tx) => {
    const errors = await check(tx, input, today);
    if (Object.keys(errors).length) throw new Invalid(errors);
    await ensurePerson(tx, accountId, address, input);
    const now = clock.now();
    const data = { stage: input.stage, organisationId: input.organisation, note: input.note, until: day(input.until), availableFrom: day(input.available_from ?? today), renewalAskedAt: null, updatedAt: now };
    await tx.openToProjects.upsert({ where: { accountId }, create: { accountId, ...data, createdAt: now }, update: data });
    await tx.openToProjectsDomain.deleteMany({ where: { accountId } });
    await tx.openToProjectsDomain.createMany({ data: [...input.eml, ...input.rcoa].map((domainId) => ({ accountId, domainId })) });
  });
  logEvent("people_finder.open_saved", { accountId, until: formatUkDate(input.until) });
  return readOpenToProjects(session);
}

export async function turnOffOpenToProjects(session: CurrentSession): Promise<OpenToProjectsAnswer> {
  const accountId = accountOf(session);
  await db.openToProjects.deleteMany({ where: { accountId } });
  logEvent("people_finder.open_off", { accountId });
  return readOpenToProjects(session);
}
