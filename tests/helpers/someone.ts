import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { LEVEL } from "@/lib/levels";
import { ApiClient } from "./api-client";
import { signInDirectly } from "./sign-in";

// The people a case makes for itself: each with a verified account of its own, signed in on
// demand through a client of its own address, so one case's counts and limits are nobody else's.

let ip = 0;
export const client = () => {
  ip++;
  return new ApiClient({ ip: `10.93.${ip >> 8}.${ip & 255}` });
};
export const unique = () => randomUUID().slice(0, 8);

export type Someone = { person: number; account: number; email: string; sign(): Promise<ApiClient> };

/** A person with a verified account of their own (level 3 unless told), signed in on demand. */
export async function someone(label: string, level: number = LEVEL.account): Promise<Someone> {
  const email = `${label}.${unique()}@example-hospital.org`;
  const person = await db.person.create({ data: { firstName: label, lastName: "Tester", email }, select: { id: true } });
  const account = await db.account.create({ data: { username: `${label}-${unique()}`, email, emailVerified: 2, level, personId: person.id }, select: { id: true } });
  return { person: person.id, account: account.id, email, sign: () => signInDirectly(client(), { accountId: account.id, level, kind: "account" }) };
}
