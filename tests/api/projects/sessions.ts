import { afterAll } from "vitest";
import { db } from "@/lib/db";
import { ApiClient } from "../../helpers/api-client";
import { signInWithPassword } from "../../helpers/sign-in";
import { SmtpCapture } from "../../helpers/smtp-capture";

// Signed-in test clients for the project calls, each signed in the way a person does: demo
// accounts through the password login, quick-access (level 2) visitors of an organisation
// through the emailed code, read from a real SMTP listener.

export { DEMO_PASSWORD } from "../../helpers/demo";

let clients = 0;
/** One IP per client, so per-IP sign-in limits never join up across tests. */
function newClient(): ApiClient {
  clients++;
  return new ApiClient({ ip: `10.40.${clients >> 8}.${clients & 255}` });
}

export function signedIn(username: "admin" | "editor" | "lead" | "member"): Promise<ApiClient> {
  return signInWithPassword(newClient(), username);
}

let smtp: SmtpCapture | undefined;
afterAll(async () => {
  await smtp?.stop();
  smtp = undefined;
});

/** A level-2 visitor whose email is in the organisation's first domain. */
export async function quickAccess(organisationName: string): Promise<ApiClient> {
  const organisation = await db.organisation.findUniqueOrThrow({
    where: { name: organisationName },
    include: { domains: { orderBy: { domain: "asc" }, take: 1 } },
  });
  smtp ??= await SmtpCapture.start();
  process.env.SMTP_URL = smtp.url;
  const client = newClient();
  const email = `visitor${clients}@${organisation.domains[0].domain}`;
  const { mail } = await smtp.nextMailTo(email, () => client.post("/api/auth/email_domain_login/", { email }));
  const res = await client.post("/api/auth/confirm_email_login/", { code: mail.code, email });
  const check = await client.get("/api/usercheck/");
  if (res.status !== 200 || check.body.userLevel !== 2) {
    throw new Error(`quick access for ${email} failed: ${res.status} ${res.text}`);
  }
  return client;
}
