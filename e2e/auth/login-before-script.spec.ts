import { expect, test } from "../fixtures";

// The login page as it is before its script runs: on a slow phone, a second or more after it
// appears. JavaScript is off here, which is that moment made permanent.
test.use({ javaScriptEnabled: false });

test.describe("the login page before its script runs", () => {
  test("a login sent then keeps the password out of the address", async ({ page }) => {
    // The browser sends the form itself: it must post (every form does; a lint rule in
    // eslint.config.mjs keeps it so), or the password would be in the address bar, the history
    // and every proxy's log.
    const password = "typed-before-the-script";
    await page.goto("/login/");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password", { exact: true }).fill(password);
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const request = await sent;
    expect(request.method()).toBe("POST");
    expect(request.url()).not.toContain(password);
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/login/");
    expect(page.url()).not.toContain(password);
  });

  test("the passkey button is already in its place, inert until the script runs", async ({ page }) => {
    // Rendered with the page, it does not push the email code box down when the script starts.
    await page.goto("/login/");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Email me a code" })).toBeVisible();
  });
});
