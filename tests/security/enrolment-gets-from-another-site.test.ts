import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, db, disableTotp, newClient, setUpAuthSuite, startFreshTotpStep, totpCode } from "../api/auth/kit";

// Attack: a link or image on another site pointing at the two GETs that start an enrolment. They
// used to replace the TOTP secret being set up and the passkey registration challenge, so such a
// link broke the enrolment the person was in the middle of: the code from their authenticator no
// longer matched, the passkey no longer registered. Both GETs now change state only for the app's
// own pages (the CSRF header or Sec-Fetch-Site: same-origin); from another site they are refused
// and the enrolment in progress goes on.

setUpAuthSuite();
const fromAnotherSite = { "x-csrftoken": "", "sec-fetch-site": "cross-site" };

describe("the enrolment GETs from another site", () => {
  it("leave the TOTP secret being set up as it was: the person's code still confirms it", async () => {
    const owner = newClient();
    await owner.login("member", DEMO_PASSWORD);
    try {
      startFreshTotpStep();
      const secret: string = (await owner.get("/api/auth/generate_two_factor_code/")).body.code;
      const attack = await owner.get("/api/auth/generate_two_factor_code/", fromAnotherSite);
      expect(attack.status).toBe(403);
      expect(attack.body.code).toBeUndefined();
      const confirm = await owner.post("/api/auth/confirm_2fa_setup/", { secret, code: await totpCode(secret, 1) });
      expect(confirm.body).toEqual({ codeCheck: true });
    } finally {
      await disableTotp("member");
    }
  });

  it("leave the passkey registration challenge as it was", async () => {
    const owner = newClient();
    await owner.login("lead", DEMO_PASSWORD);
    const options = await owner.get("/api/auth/get_passkey_options/");
    expect(options.status).toBe(200);
    const challenges = () => db.ceremonyState.findMany({ where: { kind: "passkey_registration" }, select: { id: true, value: true } });
    const before = await challenges();
    expect(before.map((c) => c.value)).toContain(options.body.challenge);
    const attack = await owner.get("/api/auth/get_passkey_options/", fromAnotherSite);
    expect(attack.status).toBe(403);
    expect(await challenges()).toEqual(before);
  });
});
