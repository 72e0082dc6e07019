import { test, expect, loginAs, checkA11y, withDatabase, type Page } from "../fixtures";
import { createAccount } from "../auth/accounts";
import { apiPost, createProject, deleteProject, signedInPage, uniqueName } from "./helpers";

// To decide on My Requests (docs/product.md#interest-requests): a lead of two projects follows
// the project page's count to the inbox and decides three requests by keyboard alone — accept
// one, decline one with a message, decline the last with "Decline selected" — and after each
// focus is on the next request, then on "Nothing waits for your decision". At 1280 and 390 px,
// with axe on the cards, the confirmation and the empty inbox.

test.describe.configure({ timeout: 240_000 });

/** A lead of their own (nobody else's requests wait for them), with a person to lead by. */
async function newLead(label: string) {
  const account = await createAccount(label);
  const person = await withDatabase(async (db) => {
    const made = await db.query<{ id: number }>(
      "INSERT INTO person (first_name, last_name, email, updated_at) VALUES ('Ada', $1, $2, now()) RETURNING id",
      [label, account.email],
    );
    await db.query("UPDATE account SET person_id = $1 WHERE id = $2", [made.rows[0].id, account.id]);
    return made.rows[0].id;
  });
  return { ...account, person };
}

/** An open request on the milestone, asked `minutesAgo` ago; its id. */
async function request(milestone: number, lastName: string, minutesAgo: number, message = ""): Promise<number> {
  return withDatabase(async (db) => {
    const made = await db.query<{ id: number }>(
      `INSERT INTO interest_request (milestone_id, email, first_name, last_name, stage, message, created_at, editors_told_at)
       VALUES ($1, $2, 'Asker', $3, 'higher', $4, now() - make_interval(mins => $5), now()) RETURNING id`,
      [milestone, `asker.${lastName.toLowerCase()}.${Date.now()}@example.net`, lastName, message, minutesAgo],
    );
    return made.rows[0].id;
  });
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** Presses Tab (Shift+Tab with `back`) until the element named so has focus. */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, back = false) {
  for (let i = 0; i < 25; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

for (const width of [1280, 390]) {
  test(`a lead decides three requests from To decide by keyboard at ${width} px, focus moving on after each`, async ({ page, browser }) => {
    const editor = await signedInPage(browser, "editor");
    const lead = await newLead(`todecide${width}`);
    const first = uniqueName("To decide first");
    const second = uniqueName("To decide second");
    const a = await createProject(editor, first, [[lead.person, 1]]);
    const b = await createProject(editor, second, [[lead.person, 1]]);
    const milestone = async (project: number, description: string) => {
      const made = await apiPost<{ milestone: { id: number } }>(editor, "/api/add_edit_milestone/", { project, description, start_date: "2026-04-01", status: 1, looking_for: 10 });
      expect(made.status).toBe(200);
      return made.body.milestone.id;
    };
    const a1 = await milestone(a, `${first} milestone`);
    const b1 = await milestone(b, `${second} milestone`);
    expect((await apiPost(editor, "/api/interest/places/", { milestone: a1, places: 3 })).status).toBe(200);
    // Oldest first: the first project's two (oldest, newest), then the second's.
    const r1 = await request(a1, "Oldest", 90, "I <b>run</b> the airway course.");
    const r2 = await request(b1, "Middle", 60);
    const r3 = await request(a1, "Newest", 30);

    try {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, lead.username, lead.password);
      await page.goto(`/projects/${a}/`);
      const waiting = page.getByRole("region", { name: "Requests" });
      await expect(waiting.getByText("2 requests wait for your decision")).toBeVisible();
      await checkA11y(page);
      await waiting.screenshot({ path: test.info().outputPath(`to-decide-project-page-${width}.png`) });
      const review = waiting.getByRole("link", { name: "Review them" });
      await review.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`**/my_requests/#decide-project-${a}`);

      // Arrived at the first project's group, its heading focused.
      await expect.poll(() => focusedId(page)).toBe(`decide-group-${a1}`);
      const toDecide = page.getByRole("region", { name: "To decide" });
      await expect(toDecide.getByText("0 of 3 places filled")).toBeVisible();
      await expect(toDecide.getByText("0 people on it")).toBeVisible();
      await expect(toDecide.getByText("I <b>run</b> the airway course.")).toBeVisible();
      const headings = toDecide.getByRole("heading", { level: 4 });
      await expect(headings).toHaveText([/Asker Oldest/, /Asker Newest/, /Asker Middle/]);
      await checkA11y(page);
      await page.screenshot({ path: test.info().outputPath(`to-decide-${width}.png`), fullPage: true });

      // 1. Accept the oldest as Contributor: focus on the next request, the result said once.
      const card = (id: number) => toDecide.getByRole("listitem").filter({ has: page.locator(`#request-${id}`) });
      await tabTo(page, card(r1).getByRole("button", { name: "Accept" }));
      await page.keyboard.press("Enter");
      await expect(toDecide.getByRole("status")).toHaveText("Asker Oldest was added to the milestone.");
      await expect.poll(() => focusedId(page)).toBe(`request-${r3}`);
      await expect(toDecide.getByText("1 of 3 places filled")).toBeVisible();

      // 2. Decline the next with a message.
      await tabTo(page, card(r3).getByRole("button", { name: "Decline" }));
      await page.keyboard.press("Enter");
      await expect(card(r3).getByLabel("Message to Asker Newest (optional)")).toBeFocused();
      await page.keyboard.type("The course is full this term.");
      await tabTo(page, card(r3).getByRole("button", { name: "Decline request" }));
      await page.keyboard.press("Enter");
      await expect(toDecide.getByRole("status")).toHaveText("The request of Asker Newest was declined.");
      await expect.poll(() => focusedId(page)).toBe(`request-${r2}`);

      // 3. The last one with "Decline selected": choose it, confirm, one message for all.
      await tabTo(page, card(r2).getByRole("checkbox", { name: "Select Asker Middle" }));
      await page.keyboard.press("Space");
      await tabTo(page, toDecide.getByRole("button", { name: "Decline selected (1)" }), true);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Decline 1 request?" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Message to all of them (optional)").focus();
      await page.keyboard.type("Thank you, we are full.");
      await checkA11y(page, '[role="dialog"]');
      await page.screenshot({ path: test.info().outputPath(`to-decide-confirm-${width}.png`) });
      await tabTo(page, dialog.getByRole("button", { name: "Decline 1 request" }));
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(toDecide.getByRole("status")).toHaveText("1 request declined.");
      await expect.poll(() => focusedId(page)).toBe("to-decide-empty");
      await expect(page.locator("#to-decide-empty")).toHaveText("Nothing waits for your decision.");
      await checkA11y(page);
      await page.screenshot({ path: test.info().outputPath(`to-decide-done-${width}.png`), fullPage: true });

      const rows = await withDatabase(async (db) =>
        (await db.query<{ id: number; status: string; decision_message: string }>("SELECT id, status::text, decision_message FROM interest_request WHERE id = ANY($1) ORDER BY id", [[r1, r2, r3]])).rows,
      );
      expect(rows).toEqual([
        { id: r1, status: "accepted", decision_message: "" },
        { id: r2, status: "declined", decision_message: "Thank you, we are full." },
        { id: r3, status: "declined", decision_message: "The course is full this term." },
      ]);
      // A mail's link, followed once everything is decided, says so.
      await page.goto(`/my_requests/#decide-project-${a}`);
      await expect(page.getByRole("region", { name: "To decide" }).getByText("Nothing waits for your decision.")).toBeVisible();
      // The project page has nothing more to count.
      await page.goto(`/projects/${a}/`);
      await expect(page.getByRole("heading", { name: first, level: 1 })).toBeVisible();
      await expect(page.getByRole("region", { name: "Requests" })).toHaveCount(0);
    } finally {
      await deleteProject(editor, a);
      await deleteProject(editor, b);
    }
  });
}

test("an editor turns the daily digest of requests off and on again on the profile, by keyboard", async ({ page }) => {
  const editor = await createAccount("digest", { level: 6 });
  await page.setViewportSize({ width: 390, height: 900 });
  await loginAs(page, editor.username, editor.password);
  await page.goto("/profile/");
  const section = page.getByRole("region", { name: "Daily digest of requests" });
  const box = section.getByRole("checkbox", { name: "Email me a daily digest of new requests" });
  await expect(box).toBeChecked();
  await box.focus();
  await page.keyboard.press("Space");
  await expect(section.getByRole("status")).toHaveText("The daily digest is off.");
  await expect(box).not.toBeChecked();
  await expect(box).toBeFocused();
  await checkA11y(page);
  await section.screenshot({ path: test.info().outputPath("to-decide-profile-digest-390.png") });
  await page.reload();
  await expect(section.getByRole("checkbox", { name: "Email me a daily digest of new requests" })).not.toBeChecked();
  await section.getByRole("checkbox").focus();
  await page.keyboard.press("Space");
  await expect(section.getByRole("status")).toHaveText("The daily digest is on.");
  const stored = await withDatabase(async (db) => (await db.query<{ request_digest: boolean }>("SELECT request_digest FROM account WHERE id = $1", [editor.id])).rows[0]);
  expect(stored.request_digest).toBe(true);
});
