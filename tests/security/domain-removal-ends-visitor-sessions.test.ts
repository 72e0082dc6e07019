import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ApiClient } from "../helpers/api-client";
import { DEMO_PASSWORD, resetToDemoData } from "../helpers/demo";
import { SmtpCapture } from "../helpers/smtp-capture";

// Attack (of time): quick access is granted because the visitor's address is in one of an
// organisation's domains. When an admin removes that domain, or the organisation, the visitors
// it let in must lose access on their very next request, not hours later when their session
// would have expired; nor may a code mailed before the removal let anyone in after it.

let smtp: SmtpCapture;
let admin: ApiClient;
let organisationId: number;
let clients = 0;

const newClient = () => new ApiClient({ ip: `10.77.0.${++clients}` });

async function visitor(email: string): Promise<ApiClient> {
  const client = newClient();
  const { mail } = await smtp.nextMailTo(email, () => client.post("/api/auth/email_domain_login/", { email }));
  const res = await client.post("/api/auth/confirm_email_login/", { code: mail.code, email });
  expect(res.status).toBe(200);
  return client;
}

const levelOf = async (client: ApiClient) => (await client.get("/api/usercheck/")).body.userLevel as number;

async function organisationAction(body: Record<string, unknown>) {
  const res = await admin.post("/api/admin/organisations/", body);
  expect(res.status).toBe(200);
  return res.body as { id: number };
}

async function liveSessions(id: number) {
  const { organisations } = (await admin.get("/api/admin/organisations/")).body as { organisations: { id: number; sessions: number }[] };
  return organisations.find((o) => o.id === id)?.sessions;
}

beforeAll(async () => {
  await resetToDemoData();
  smtp = await SmtpCapture.start();
  admin = newClient();
  await admin.login("admin", DEMO_PASSWORD);
  organisationId = (await organisationAction({ action: "create", name: "Harbour Clinic" })).id;
  await organisationAction({ action: "add_domain", id: organisationId, domain: "harbour.example" });
  await organisationAction({ action: "add_domain", id: organisationId, domain: "harbour-two.example" });
}, 300_000);
afterAll(async () => smtp?.stop());

describe("removing a domain from an organisation", () => {
  it("ends the quick access of that domain's visitors at once, and only theirs", async () => {
    const [gone, stays] = [await visitor("sam@harbour.example"), await visitor("kim@harbour-two.example")];
    expect(await levelOf(gone)).toBe(2);
    expect(await liveSessions(organisationId)).toBe(2);

    await organisationAction({ action: "remove_domain", id: organisationId, domain: "harbour.example" });

    expect(await levelOf(gone)).toBe(0);
    const projects = await gone.get("/api/existing_projects/all/");
    expect(projects.status).toBe(403);
    expect(await levelOf(stays)).toBe(2);
    expect(await liveSessions(organisationId)).toBe(1);
  });

  it("lets no one in with a code mailed before the removal", async () => {
    await organisationAction({ action: "add_domain", id: organisationId, domain: "harbour.example" });
    const client = newClient();
    const email = "late@harbour.example";
    const { mail } = await smtp.nextMailTo(email, () => client.post("/api/auth/email_domain_login/", { email }));
    await organisationAction({ action: "remove_domain", id: organisationId, domain: "harbour.example" });
    await client.post("/api/auth/confirm_email_login/", { code: mail.code, email });
    expect(await levelOf(client)).toBe(0);
  });
});

describe("deleting the organisation", () => {
  it("ends the quick access of all its visitors at once", async () => {
    const client = await visitor("lee@harbour-two.example");
    expect(await levelOf(client)).toBe(2);
    await organisationAction({ action: "delete", id: organisationId });
    expect(await levelOf(client)).toBe(0);
    expect((await client.get("/api/existing_projects/all/")).status).toBe(403);
    expect(await db.session.count({ where: { organisationId, revokedAt: null } })).toBe(0);
  });
});
