import { afterEach, describe, expect, it } from "vitest";
import { db, disableTotp, newClient, signedIn, totpCode, setUpAuthSuite, startFreshTotpStep } from "./kit";

setUpAuthSuite();
afterEach(() => disableTotp("lead"));

describe("GET /api/auth/generate_two_factor_code/", () => {
  it("offers a 160-bit base32 secret, its otpauth URI and a QR code", async () => {
    const client = await signedIn("lead");
    const res = await client.get("/api/auth/generate_two_factor_code/");
    expect(res.status).toBe(200);
    expect(res.body.code).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(res.body.otpauth_url);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Project Directory:lead");
    expect(uri.searchParams.get("secret")).toBe(res.body.code);
    expect(uri.searchParams.get("issuer")).toBe("Project Directory");
    expect(res.body.qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(res.body.qr_data_url.split(",")[1], "base64").toString();
    expect(svg).toContain("<svg");
  });

  it("is refused to visitors who are not signed in", async () => {
    const res = await newClient().get("/api/auth/generate_two_factor_code/");
    expect(res.status).toBe(403);
  });
});

describe("POST /api/auth/confirm_2fa_setup/", () => {
  it("turns 2FA on with a valid code and stores the secret encrypted", async () => {
    startFreshTotpStep();
    const client = await signedIn("lead");
    const { code: secret } = (await client.get("/api/auth/generate_two_factor_code/")).body;
    const res = await client.post("/api/auth/confirm_2fa_setup/", { secret, code: await totpCode(secret) });
    expect(res.body).toEqual({ codeCheck: true });
    expect((await client.get("/api/profile/")).body.TwoFAEnabled).toBe(true);
    const stored = await db.account.findUniqueOrThrow({ where: { username: "lead" }, select: { totpSecret: true } });
    expect(stored.totpSecret).toMatch(/^v1\./);
    expect(stored.totpSecret).not.toContain(secret);
  });

  it("answers codeCheck false for a wrong code", async () => {
    const client = await signedIn("lead");
    const { code: secret } = (await client.get("/api/auth/generate_two_factor_code/")).body;
    const res = await client.post("/api/auth/confirm_2fa_setup/", { secret, code: "000000" });
    expect(res.body).toEqual({ codeCheck: false, errorMessage: "Please check the code you have entered" });
    expect((await client.get("/api/profile/")).body.TwoFAEnabled).toBe(false);
  });

  it("does not trust a secret the client made up", async () => {
    startFreshTotpStep();
    const client = await signedIn("lead");
    await client.get("/api/auth/generate_two_factor_code/");
    const own = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const res = await client.post("/api/auth/confirm_2fa_setup/", { secret: own, code: await totpCode(own) });
    expect(res.body.codeCheck).toBe(false);
  });

  it("only accepts the secret offered to this browser", async () => {
    startFreshTotpStep();
    const first = await signedIn("lead");
    const { code: secret } = (await first.get("/api/auth/generate_two_factor_code/")).body;
    const other = await signedIn("lead");
    const res = await other.post("/api/auth/confirm_2fa_setup/", { secret, code: await totpCode(secret) });
    expect(res.body.codeCheck).toBe(false);
  });
});
