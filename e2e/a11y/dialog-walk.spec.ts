import type { Locator, Page } from "@playwright/test";
import { checkA11y, expect, loginAs, readMail, test, type AppClock } from "../fixtures";
import { createAccount, openPage, signInOnScreen, uniqueClientIp, uniqueSuffix } from "../auth/accounts";
import { authenticatorCode } from "../auth/authenticator";
import { addVirtualAuthenticator, disablePasskeyAutofill } from "../helpers/webauthn";
import { apiPost, createProject, deleteProject, personId, signedInPage, uniqueName } from "../projects/helpers";

// Every dialog of the app, walked by keyboard: opened with Enter on its control, checked with axe
// (WCAG 2.2 AA with target size, label in name and dialog names: fixtures.ts), closed each way
// it can be (Escape, its button, its success), and each time the focus must land where the
// person was: on the control that opened it, or, when a success took that control away, on the
// heading of the region it was in (components/ui/focus-return.ts). At 1280 px every way of
// closing is walked; at 390 px each dialog is opened, checked with axe and closed with Escape.
// axe looks at the open dialogs and popovers only: the pages themselves are checked at both
// widths in screens.spec.ts. A dialog added to components/ belongs in this walk.

type Pass = { width: number; height: number; every: boolean };
const PASSES: Pass[] = [
  { width: 1280, height: 800, every: true },
  { width: 390, height: 844, every: false },
];

// The walks are independent (each signs in and makes what it needs): both workers take them.
test.describe.configure({ mode: "parallel", timeout: 240_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
/** A password change hashes twice (bcrypt, cost 12): slower than a screen's change on a busy machine. */
const HASHING = { timeout: 30_000 };

/**
 * Opens the dialog with Enter on `opener`, runs axe on it, closes it with Escape and (in the
 * full pass) with the button named `button`, and checks that focus is back on `back` each time.
 */
async function walk(
  page: Page,
  pass: Pass,
  { opener, dialog, button, back = opener }: { opener: Locator; dialog: Locator; button: string; back?: Locator },
) {
  const ways = pass.every ? ["Escape", button] : ["Escape"];
  for (const [index, way] of ways.entries()) {
    await opener.press("Enter");
    await expect(dialog).toBeVisible();
    if (index === 0) await checkDialog(page);
    // A key pressed before the dialog has taken the focus can reach the page instead of it.
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    if (way === "Escape") await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: way, exact: true }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(back, `focus after closing by ${way}`).toBeFocused();
  }
}

/** Opens the dialog with Enter on `opener` and runs axe on it; the caller closes it. */
async function open(page: Page, opener: Locator, dialog: Locator, axe = true) {
  await opener.press("Enter");
  await expect(dialog).toBeVisible();
  if (axe) await checkDialog(page);
}

/** axe on whatever dialogs and popovers are open. */
const checkDialog = (page: Page) => checkA11y(page, '[role="dialog"], [role="alertdialog"]');

const heading = (page: Page, name: string | RegExp, level?: number) => page.getByRole("heading", { name, level });

/** More than the 5 minutes a proof counts as fresh (docs/product.md#security-parameters). */
const PROOF_AGE_MS = 6 * 60_000;

/** The server's time moves 6 minutes on: the next account change asks "Confirm it's you". */
function ageProof(clock: AppClock) {
  clock.advance(PROOF_AGE_MS);
}

for (const pass of PASSES) {
  test.describe(`at ${pass.width} px`, () => {
    test.use({ viewport: { width: pass.width, height: pass.height } });

    test("the sign-in dialogs: email code, passkey error, password rules, invalid code", async ({ page }) => {
      await disablePasskeyAutofill(page);
      const authenticator = await addVirtualAuthenticator(page);
      const account = await createAccount("walk-signin");
      // A passkey to be refused: made on the profile, then used without user verification.
      await signInOnScreen(page, account.username, account.password);
      await page.waitForURL(/\/profile\/$/);
      await page.getByRole("button", { name: "Add a passkey" }).press("Enter");
      await page.getByRole("dialog", { name: "Add a Passkey" }).getByRole("button", { name: "Create Passkey" }).press("Enter");
      await expect(page.getByRole("dialog", { name: "Passkey Added" })).toBeVisible();
      await page.context().clearCookies();

      await openPage(page, "/login/");
      const emailCode = page.getByRole("dialog", { name: "Email code" });
      await walk(page, pass, { opener: page.getByRole("button", { name: "I already have a code" }), dialog: emailCode, button: "Cancel" });
      // Sent: the button was busy while the code went, and has focus back once it closes.
      const since = Date.now();
      await page.getByLabel("Email", { exact: true }).fill(account.email);
      const emailMe = page.getByRole("button", { name: "Email me a code" });
      await emailMe.press("Enter");
      await expect(emailCode).toBeVisible();
      await readMail(account.email, since);
      await page.keyboard.press("Escape");
      await expect(emailCode).toBeHidden();
      await expect(emailMe, "focus after the sent code's dialog").toBeFocused();

      await authenticator.setUserVerified(false);
      const passkeyButton = page.getByRole("button", { name: "Sign in with a passkey" });
      const passkeyError = page.getByRole("dialog", { name: "Passkey Error" });
      for (const way of pass.every ? ["Escape", "OK"] : ["Escape"]) {
        await passkeyButton.press("Enter");
        await expect(passkeyError).toContainText("fingerprint or face");
        if (way === "Escape") await checkDialog(page);
        if (way === "Escape") await page.keyboard.press("Escape");
        else await passkeyError.getByRole("button", { name: "OK" }).press("Enter");
        await expect(passkeyError).toBeHidden();
        await expect(passkeyButton, `focus after the Passkey Error's ${way}`).toBeFocused();
      }
      await authenticator.remove();

      await openPage(page, "/password_reset/");
      const resetSince = Date.now();
      await page.getByLabel("Email").fill(account.email);
      await page.getByRole("button", { name: "Send reset code" }).press("Enter");
      await expect(page.getByLabel("Reset code")).toBeVisible();
      const { code } = await readMail(account.email, resetSince);
      const resetButton = page.getByRole("button", { name: "Reset password" });
      const rules = page.getByRole("dialog", { name: "Password not accepted" });
      const invalid = page.getByRole("dialog", { name: "Invalid code" });
      await page.getByLabel("Reset code").fill(code!);
      await page.getByLabel("New password", { exact: true }).fill("Ab3x");
      await page.getByLabel("New password again").fill("Ab3x");
      await walk(page, pass, { opener: resetButton, dialog: rules, button: "OK" });
      await page.getByLabel("Reset code").fill(code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ");
      await page.getByLabel("New password", { exact: true }).fill("Glacier-Orbit-77");
      await page.getByLabel("New password again").fill("Glacier-Orbit-77");
      await walk(page, pass, { opener: resetButton, dialog: invalid, button: "OK" });
    });

    test("the profile's dialogs, with Confirm it's you over them", async ({ page, clock }) => {
      await disablePasskeyAutofill(page);
      await addVirtualAuthenticator(page);
      const account = await createAccount("walk-profile");
      await signInOnScreen(page, account.username, account.password);
      await page.waitForURL(/\/profile\/$/);

      // Change Password, and after its success Password Changed: back on Change Password.
      const changePasswordButton = page.getByRole("button", { name: "Change Password" });
      const changePassword = page.getByRole("dialog", { name: "Change Password" });
      const passwordChanged = page.getByRole("dialog", { name: "Password Changed" });
      await walk(page, pass, { opener: changePasswordButton, dialog: changePassword, button: "Cancel" });
      let password = account.password;
      for (const way of pass.every ? ["Escape", "OK"] : ["Escape"]) {
        await changePasswordButton.press("Enter");
        await changePassword.getByLabel("Old password").fill(password);
        // Not built on the account's own password: that holds the account's suffix, which is
        // in its email address too, and the rules then call the new one too similar to it.
        password = `Copper-Meadow-Lantern-${way}-9417`;
        await changePassword.getByLabel("New password", { exact: true }).fill(password);
        await changePassword.getByLabel("New password again").fill(password);
        await changePassword.getByRole("button", { name: "Change Password" }).press("Enter");
        await expect(passwordChanged).toBeVisible(HASHING);
        if (way === "Escape") await checkDialog(page);
        if (way === "Escape") await page.keyboard.press("Escape");
        else await passwordChanged.getByRole("button", { name: "OK" }).press("Enter");
        await expect(passwordChanged).toBeHidden();
        await expect(changePasswordButton, `focus after Password Changed's ${way}`).toBeFocused();
      }

      // Add a Passkey, and after its success Passkey Added: back on Add a passkey.
      const addPasskeyButton = page.getByRole("button", { name: "Add a passkey" });
      const addPasskey = page.getByRole("dialog", { name: "Add a Passkey" });
      const passkeyAdded = page.getByRole("dialog", { name: "Passkey Added" });
      await walk(page, pass, { opener: addPasskeyButton, dialog: addPasskey, button: "Cancel" });
      await addPasskeyButton.press("Enter");
      await addPasskey.getByRole("button", { name: "Create Passkey" }).press("Enter");
      await expect(passkeyAdded).toBeVisible();
      await checkDialog(page);
      await passkeyAdded.getByRole("button", { name: "OK" }).press("Enter");
      await expect(addPasskeyButton, "focus after Passkey Added").toBeFocused();

      // Manage 2FA (its secret wraps at phone width), turned on: back on Manage 2FA.
      const manageButton = page.getByRole("button", { name: "Manage 2FA" });
      const manage = page.getByRole("dialog", { name: "Manage 2FA" });
      await walk(page, pass, { opener: manageButton, dialog: manage, button: "Close" });
      await manageButton.press("Enter");
      const secretField = manage.getByLabel("Secret key");
      expect(await secretField.evaluate((el) => el.scrollWidth <= el.clientWidth), "the whole secret in view").toBe(true);
      await manage.getByLabel("Code from your authenticator app").fill(await authenticatorCode(await secretField.inputValue(), 1));
      await manage.getByRole("button", { name: "Turn on 2FA" }).press("Enter");
      await expect(manage).toBeHidden();
      await expect(manageButton, "focus after 2FA turned on").toBeFocused();

      // Change Email after the proof has gone stale: Confirm it's you opens over it. Cancel and
      // Escape go back to the Change Email button inside, and the address is not called wrong.
      ageProof(clock);
      const changeEmailButton = page.getByRole("button", { name: "Change email address" });
      const changeEmail = page.getByRole("dialog", { name: "Change Email" });
      const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
      const emailChanged = page.getByRole("dialog", { name: "Email Changed" });
      await walk(page, pass, { opener: changeEmailButton, dialog: changeEmail, button: "Cancel" });
      await changeEmailButton.press("Enter");
      await changeEmail.getByLabel("New email").fill(`walk-moved-${uniqueSuffix()}@accounts.example`);
      const send = changeEmail.getByRole("button", { name: "Change Email" });
      for (const way of pass.every ? ["Escape", "Cancel"] : ["Escape"]) {
        await send.press("Enter");
        await expect(confirm).toBeVisible();
        if (way === "Escape") await checkDialog(page);
        if (way === "Escape") await page.keyboard.press("Escape");
        else await confirm.getByRole("button", { name: "Cancel" }).press("Enter");
        await expect(confirm).toBeHidden();
        await expect(send, `focus after Confirm it's you's ${way}`).toBeFocused();
        await expect(changeEmail.getByLabel("New email")).not.toHaveAttribute("aria-invalid", "true");
      }
      await send.press("Enter");
      await confirm.getByLabel("Your password").fill(password);
      await confirm.getByRole("button", { name: "Confirm" }).press("Enter");
      await expect(emailChanged).toBeVisible(HASHING);
      await checkDialog(page);
      await page.keyboard.press("Escape");
      await expect(emailChanged).toBeHidden();
      await expect(changeEmailButton, "focus after Email Changed").toBeFocused();
    });

    test("the projects screen's dialogs", async ({ page, browser }) => {
      const editor = await signedInPage(browser, "editor");
      const name = uniqueName("Dialog walk");
      const id = await createProject(editor, name, [[await personId(editor, "Priya Raman"), 3]]);
      try {
        await loginAs(page, "editor");
        await page.goto("/all_projects/");
        await expect(heading(page, "All Projects", 1)).toBeVisible();
        const searchButton = page.getByRole("button", { name: /^(Edit )?Search$/ });

        // Search Projects: Escape and Cancel go back to Search; a search that finds nothing
        // opens No Matches, whose OK goes back to Search and whose Change search reopens the
        // search with what was asked.
        const search = page.getByRole("dialog", { name: "Search Projects" });
        await walk(page, pass, { opener: searchButton, dialog: search, button: "Cancel" });
        const noMatches = page.getByRole("dialog", { name: "No Matches" });
        const nothing = `zz nothing ${uniqueSuffix()}`;
        const searchFor = async (text: string) => {
          await searchButton.press("Enter");
          await search.getByLabel("Text", { exact: true }).fill(text);
          await search.getByLabel("Text", { exact: true }).press("Enter");
        };
        await searchFor(nothing);
        await expect(noMatches).toBeVisible();
        await checkDialog(page);
        await page.keyboard.press("Escape");
        await expect(noMatches).toBeHidden();
        await expect(searchButton, "focus after No Matches' Escape").toBeFocused();
        if (pass.every) {
          await searchFor(nothing);
          await noMatches.getByRole("button", { name: "OK" }).press("Enter");
          await expect(noMatches).toBeHidden();
          await expect(searchButton, "focus after No Matches' OK").toBeFocused();
          await searchFor(nothing);
          await noMatches.getByRole("button", { name: "Change search" }).press("Enter");
          await expect(search.getByLabel("Text", { exact: true })).toHaveValue(nothing);
          await page.keyboard.press("Escape");
          await expect(searchButton, "focus after the search reopened from No Matches").toBeFocused();
        }
        // A search that finds the project: focus back on the button, now Edit Search.
        await searchFor(name);
        await expect(search).toBeHidden();
        await expect(heading(page, /^All Projects \(Filtered 1\/\d+\)$/)).toBeVisible();
        await expect(searchButton, "focus after a search").toBeFocused();

        const row = pass.width > 760 ? page.getByRole("row", { name }) : page.getByRole("article", { name });
        const editor_ = page.getByRole("dialog", { name: "Edit Project" });
        await walk(page, pass, { opener: row, dialog: editor_, button: "Close" });

        // Inside the editor: the calendar and a choice list are named popovers; Change People /
        // Roles, Add Person and Edit Person nest over it; Delete Project asks first.
        await open(page, row, editor_, false);
        const calendar = editor_.getByRole("button", { name: "Choose Start Date" });
        await calendar.press("Enter");
        await expect(page.getByRole("dialog", { name: "Calendar: Start Date" })).toBeVisible();
        await checkDialog(page);
        await page.keyboard.press("Escape");
        await expect(calendar, "focus after the calendar").toBeFocused();
        const emlChoice = editor_.getByRole("button", { name: /^EML Domains/ });
        await emlChoice.press("Enter");
        await expect(page.getByRole("dialog", { name: "EML Domains" })).toBeVisible();
        await checkDialog(page);
        await page.keyboard.press("Escape");
        await expect(emlChoice, "focus after the choice list").toBeFocused();

        const peopleButton = editor_.getByRole("button", { name: "Change People / Roles" });
        const roles = page.getByRole("dialog", { name: "Change People / Roles" });
        await walk(page, pass, { opener: peopleButton, dialog: roles, button: "OK" });
        await open(page, peopleButton, roles, false);
        // The person search's list of suggestions, open.
        const personSearch = roles.getByRole("combobox", { name: "Search for Person" });
        await personSearch.fill("Kelly");
        await expect(page.getByRole("option", { name: /Kelly/ }).first()).toBeVisible();
        await checkDialog(page);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("listbox")).toBeHidden();
        await personSearch.fill("");
        const here = roles.getByRole("button", { name: "here" });
        const addPerson = page.getByRole("dialog", { name: "Add Person" });
        await walk(page, pass, { opener: here, dialog: addPerson, button: "Cancel" });
        const editPriya = roles.getByRole("button", { name: "Edit Priya Raman" });
        const editPerson = page.getByRole("dialog", { name: "Edit Person" });
        await walk(page, pass, { opener: editPriya, dialog: editPerson, button: "Cancel" });
        if (pass.every) {
          // Saved: back on the control that opened it, the message said politely.
          await editPriya.press("Enter");
          await editPerson.getByRole("button", { name: "Save" }).press("Enter");
          await expect(editPerson).toBeHidden();
          await expect(editPriya, "focus after Edit Person's Save").toBeFocused();
        }
        await roles.getByRole("button", { name: "OK" }).press("Enter");
        await expect(peopleButton).toBeFocused();

        const deleteButton = editor_.getByRole("button", { name: "Delete Project" });
        const confirmDelete = page.getByRole("dialog", { name: "Delete Project" });
        await walk(page, pass, { opener: deleteButton, dialog: confirmDelete, button: "Cancel" });
        if (pass.every) {
          // Saved: the editor closes and focus is back on the row.
          await editor_.getByRole("button", { name: "Save" }).press("Enter");
          await expect(editor_).toBeHidden();
          await expect(row, "focus after the project's Save").toBeFocused();
        } else {
          await page.keyboard.press("Escape");
        }

        // Add Milestone from the row, saved: back on +Milestone; then the milestone's editor.
        const plusMilestone = row.getByRole("button", { name: `+Milestone: ${name}` });
        const addMilestone = page.getByRole("dialog", { name: "Add Milestone" });
        await walk(page, pass, { opener: plusMilestone, dialog: addMilestone, button: "Cancel" });
        await plusMilestone.press("Enter");
        await addMilestone.getByLabel("Description", { exact: true }).fill("Walked by keyboard");
        await addMilestone.getByLabel("Looking For").selectOption({ label: "Core" });
        await addMilestone.getByRole("button", { name: "Save" }).press("Enter");
        await expect(addMilestone).toBeHidden();
        await expect(plusMilestone, "focus after the new milestone's Save").toBeFocused();
        const milestoneButton = row.getByRole("button", { name: /Walked by keyboard/ });
        const editMilestone = page.getByRole("dialog", { name: "Edit Milestone" });
        await walk(page, pass, { opener: milestoneButton, dialog: editMilestone, button: "Cancel" });
        if (pass.every) {
          await milestoneButton.press("Enter");
          await editMilestone.getByRole("button", { name: "Save" }).press("Enter");
          await expect(editMilestone).toBeHidden();
          await expect(milestoneButton, "focus after the milestone's Save").toBeFocused();
        }

        // Deleting the milestone takes its button away: focus goes to the list's heading.
        await open(page, milestoneButton, editMilestone, false);
        const deleteMilestone = page.getByRole("dialog", { name: "Delete Milestone" });
        await walk(page, pass, { opener: editMilestone.getByRole("button", { name: "Delete", exact: true }), dialog: deleteMilestone, button: "Cancel" });
        await editMilestone.getByRole("button", { name: "Delete", exact: true }).press("Enter");
        await deleteMilestone.getByLabel("Confirmation code").fill((await deleteMilestone.getByTestId("delete-code").textContent()) ?? "");
        await deleteMilestone.getByRole("button", { name: "Delete", exact: true }).press("Enter");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(milestoneButton).toHaveCount(0);
        await expect(heading(page, /^All Projects/, 1), "focus after deleting the milestone").toBeFocused();

        // Add Project, saved: focus on the new row.
        const plusProject = page.getByRole("button", { name: "+Project" });
        const addProject = page.getByRole("dialog", { name: "Add Project" });
        await walk(page, pass, { opener: plusProject, dialog: addProject, button: "Close" });
        if (pass.every) {
          const added = uniqueName("Dialog walk added");
          await plusProject.press("Enter");
          await addProject.getByLabel("Long Description").fill(`${added}: added by the dialog walk.`);
          await addProject.getByLabel("Short Description").fill(added);
          await addProject.getByRole("textbox", { name: "Start Date" }).fill("02/03/2026");
          await addProject.getByRole("button", { name: "Save" }).press("Enter");
          await expect(addProject).toBeHidden();
          const addedRow = page.getByRole("row", { name: added });
          await expect(addedRow, "focus after Add Project's Save").toBeFocused();
          // Deleted from its editor: the row is gone, focus on the list's heading.
          await addedRow.press("Enter");
          await editor_.getByRole("button", { name: "Delete Project" }).press("Enter");
          await confirmDelete.getByLabel("Confirmation code").fill((await confirmDelete.getByTestId("delete-code").textContent()) ?? "");
          await confirmDelete.getByRole("button", { name: "Delete", exact: true }).press("Enter");
          await expect(page.getByRole("dialog")).toHaveCount(0);
          await expect(addedRow).toHaveCount(0);
          await expect(heading(page, /^All Projects/, 1), "focus after deleting the project").toBeFocused();
        }
      } finally {
        await deleteProject(editor, id);
        await editor.context().close();
      }
    });

    test("contact details, and the menu drawer on a phone", async ({ page }) => {
      await loginAs(page, "member");
      await page.goto("/all_projects/");
      await expect(heading(page, "All Projects", 1)).toBeVisible();
      const project = /Simulation training for can't intubate/;
      const row = pass.width > 760 ? page.getByRole("row", { name: project }) : page.getByRole("article", { name: project });
      const contacts = page.getByRole("dialog", { name: "Contact Details" });
      await walk(page, pass, { opener: row, dialog: contacts, button: "Close" });
      await walk(page, pass, { opener: row.getByRole("button", { name: /Evaluate confidence/ }), dialog: contacts, button: "Close" });
      if (pass.width < 600) {
        const menu = page.getByRole("button", { name: "Menu" });
        await walk(page, { ...pass, every: true }, { opener: menu, dialog: page.getByRole("dialog", { name: "Menu" }), button: "Close" });
      }
    });

    test("the project page's editors; a deleted milestone leaves focus on Milestones", async ({ page, browser }) => {
      const editor = await signedInPage(browser, "editor");
      const name = uniqueName("Dialog walk page");
      const id = await createProject(editor, name);
      const milestone = await apiPost<{ milestone: { id: number } }>(editor, "/api/add_edit_milestone/", {
        project: id,
        description: "Walked on the page",
        start_date: "2026-02-01",
        end_date: null,
        status: 1,
        looking_for: 99,
        domains: { eml: [], rcoa: [] },
      });
      expect(milestone.status).toBe(200);
      try {
        await loginAs(page, "editor");
        await page.goto(`/projects/${id}/`);
        await expect(heading(page, name, 1)).toBeVisible();
        await walk(page, pass, { opener: page.getByRole("button", { name: "Edit project" }), dialog: page.getByRole("dialog", { name: "Edit Project" }), button: "Close" });
        await walk(page, pass, { opener: page.getByRole("button", { name: "+Milestone" }), dialog: page.getByRole("dialog", { name: "Add Milestone" }), button: "Cancel" });
        const editButton = page.getByRole("button", { name: "Edit milestone: Walked on the page" });
        const editMilestone = page.getByRole("dialog", { name: "Edit Milestone" });
        await walk(page, pass, { opener: editButton, dialog: editMilestone, button: "Cancel" });
        await editButton.press("Enter");
        await editMilestone.getByRole("button", { name: "Delete", exact: true }).press("Enter");
        const confirm = page.getByRole("dialog", { name: "Delete Milestone" });
        await confirm.getByLabel("Confirmation code").fill((await confirm.getByTestId("delete-code").textContent()) ?? "");
        await confirm.getByRole("button", { name: "Delete", exact: true }).press("Enter");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(page.getByText("No milestones yet.")).toBeVisible();
        await expect(heading(page, "Milestones", 2), "focus after deleting the milestone").toBeFocused();
      } finally {
        await deleteProject(editor, id);
        await editor.context().close();
      }
    });

    test("I'm interested, on a milestone that is looking for someone", async ({ page, browser }) => {
      const editor = await signedInPage(browser, "editor");
      const name = uniqueName("Dialog walk interest");
      const id = await createProject(editor, name);
      const milestone = await apiPost(editor, "/api/add_edit_milestone/", {
        project: id,
        description: "Looking for a Core trainee",
        start_date: "2026-02-01",
        end_date: null,
        status: 1,
        looking_for: 10,
        domains: { eml: [], rcoa: [] },
      });
      expect(milestone.status).toBe(200);
      try {
        await loginAs(page, "member");
        await page.goto(`/projects/${id}/`);
        await expect(heading(page, name, 1)).toBeVisible();
        await walk(page, pass, {
          opener: page.getByRole("button", { name: "I'm interested: Looking for a Core trainee" }),
          dialog: page.getByRole("dialog", { name: "I'm interested" }),
          button: "Cancel",
        });
      } finally {
        await deleteProject(editor, id);
        await editor.context().close();
      }
    });

    test("the share link dialogs", async ({ page }) => {
      await loginAs(page, "admin");
      await page.goto("/my_share/");
      await expect(heading(page, "My Share", 1)).toBeVisible();
      const label = `Walk ${uniqueSuffix()}`;
      const createButton = page.getByRole("button", { name: "Create link" });
      const created = page.getByRole("dialog", { name: "Share link created" });
      for (const way of pass.every ? ["Escape", "Done"] : ["Escape"]) {
        await page.getByLabel("Organisation").selectOption({ label: "Example Teaching Hospital" });
        await page.getByLabel("Label (optional)").fill(`${label} ${way}`);
        await createButton.press("Enter");
        await expect(created).toBeVisible();
        if (way === "Escape") await checkDialog(page);
        if (way === "Escape") await page.keyboard.press("Escape");
        else await created.getByRole("button", { name: "Done" }).press("Enter");
        await expect(created).toBeHidden();
        await expect(createButton, `focus after Share link created's ${way}`).toBeFocused();
      }
      const revokeButton = page.getByRole("button", { name: `Revoke the link for Example Teaching Hospital: ${label} Escape` });
      const revoke = page.getByRole("dialog", { name: "Revoke share link" });
      await walk(page, pass, { opener: revokeButton, dialog: revoke, button: "Cancel" });
      await revokeButton.press("Enter");
      await revoke.getByRole("button", { name: "Revoke" }).press("Enter");
      await expect(revoke).toBeHidden();
      await expect(revokeButton).toHaveCount(0);
      await expect(heading(page, "Share links", 2), "focus after revoking").toBeFocused();
    });

    test("the administration screen's dialogs", async ({ page }) => {
      const account = await createAccount("walk-admin");
      await loginAs(page, "admin");
      await page.goto(`/admin/?search=${account.username}`);
      const card = page.getByRole("listitem", { name: `Account ${account.username}` });
      await expect(card).toBeVisible();

      const create = page.getByRole("button", { name: "Create account" });
      await walk(page, pass, { opener: create, dialog: page.getByRole("dialog", { name: "Create account" }), button: "Cancel" });
      const level = card.getByRole("button", { name: `Change level of ${account.username}` });
      const levelDialog = page.getByRole("dialog", { name: `Change level of ${account.username}` });
      await walk(page, pass, { opener: level, dialog: levelDialog, button: "Cancel" });
      const sessions = card.getByRole("button", { name: `Sessions of ${account.username}` });
      await walk(page, pass, { opener: sessions, dialog: page.getByRole("dialog", { name: `Where ${account.username} is signed in` }), button: "Close" });
      const link = card.getByRole("button", { name: `Link person to ${account.username}` });
      await walk(page, pass, { opener: link, dialog: page.getByRole("dialog", { name: `Link ${account.username} to a person` }), button: "Cancel" });
      const send = card.getByRole("button", { name: `Send set-password link to ${account.username}` });
      const sendDialog = page.getByRole("dialog", { name: "Send a set-password link" });
      await walk(page, pass, { opener: send, dialog: sendDialog, button: "Cancel" });
      const disable = card.getByRole("button", { name: `Disable ${account.username}` });
      await walk(page, pass, { opener: disable, dialog: page.getByRole("dialog", { name: "Disable account" }), button: "Cancel" });
      if (pass.every) {
        // Done: the dialog closes and focus is back on the button, relabelled where it changed.
        await level.press("Enter");
        await levelDialog.getByLabel("New level").selectOption("5");
        await levelDialog.getByRole("button", { name: "Save level" }).press("Enter");
        await expect(levelDialog).toBeHidden();
        await expect(level, "focus after Save level").toBeFocused();
        await send.press("Enter");
        await sendDialog.getByRole("button", { name: "Send set-password link" }).press("Enter");
        await expect(sendDialog).toBeHidden();
        await expect(send, "focus after sending the link").toBeFocused();
        await disable.press("Enter");
        await page.getByRole("dialog", { name: "Disable account" }).getByRole("button", { name: "Disable" }).press("Enter");
        await expect(card.getByRole("button", { name: `Re-enable ${account.username}` }), "focus after disabling").toBeFocused();
      }

      await page.getByRole("tab", { name: "Organisations" }).press("Enter");
      const organisation = `Walk organisation ${uniqueSuffix()}`;
      await page.getByLabel("New organisation name").fill(organisation);
      await page.getByRole("button", { name: "Add organisation" }).press("Enter");
      const setUp = page.getByRole("button", { name: `Set up sign-in of ${organisation}` });
      const setUpDialog = page.getByRole("dialog", { name: `Set up the sign-in of ${organisation}` });
      // The toast of "Add organisation" may arrive after this dialog opened: Escape still closes the dialog.
      await walk(page, pass, { opener: setUp, dialog: setUpDialog, button: "Cancel" });
      const deleteOrganisation = page.getByRole("button", { name: `Delete ${organisation}` });
      const organisationDialog = page.getByRole("dialog", { name: `Delete ${organisation}` });
      await walk(page, pass, { opener: deleteOrganisation, dialog: organisationDialog, button: "Cancel" });
      await deleteOrganisation.press("Enter");
      await organisationDialog.getByRole("button", { name: "Delete organisation" }).press("Enter");
      await expect(deleteOrganisation).toHaveCount(0);
      await expect(heading(page, "Organisations and email domains", 2), "focus after deleting the organisation").toBeFocused();

      await page.getByRole("tab", { name: "Reference lists" }).press("Enter");
      const item = `Walk status ${uniqueSuffix()}`;
      await page.getByLabel("New status").fill(item);
      await page.getByRole("button", { name: "Add status" }).press("Enter");
      const deleteItem = page.getByRole("button", { name: `Delete ${item}` });
      const itemDialog = page.getByRole("dialog", { name: "Delete status" });
      await walk(page, pass, { opener: deleteItem, dialog: itemDialog, button: "Cancel" });
      await deleteItem.press("Enter");
      await itemDialog.getByRole("button", { name: "Delete" }).press("Enter");
      await expect(deleteItem).toHaveCount(0);
      await expect(heading(page, "Reference lists", 2), "focus after deleting the item").toBeFocused();

      await page.getByRole("tab", { name: "People" }).press("Enter");
      await page.getByLabel("Search people").fill("Priya Raman");
      const edit = page.getByRole("button", { name: "Edit Priya Raman" });
      const editDialog = page.getByRole("dialog", { name: "Edit Person" });
      await walk(page, pass, { opener: edit, dialog: editDialog, button: "Cancel" });
      await walk(page, pass, { opener: page.getByRole("button", { name: "Merge Priya Raman into another person" }), dialog: page.getByRole("dialog", { name: "Merge Priya Raman" }), button: "Cancel" });
      await walk(page, pass, { opener: page.getByRole("button", { name: "Erase Priya Raman" }), dialog: page.getByRole("dialog", { name: "Erase Priya Raman" }), button: "Cancel" });
      if (pass.every) {
        await edit.press("Enter");
        await editDialog.getByRole("button", { name: "Save" }).press("Enter");
        await expect(editDialog).toBeHidden();
        await expect(edit, "focus after Edit Person's Save").toBeFocused();
      }
    });

    test("the import's Undo dialog", async ({ page }) => {
      await loginAs(page, "editor");
      await page.goto("/admin/?tab=import");
      const file = `walk-${uniqueSuffix()}.csv`;
      const csv = `Short description,Long description,Start date\r\n"Walk import ${uniqueSuffix()}","Taken back by the dialog walk",01/02/2026\r\n`;
      await page.getByLabel(/Spreadsheet to import/).setInputFiles({ name: file, mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByRole("button", { name: "Check file" }).press("Enter");
      await page.getByRole("button", { name: "Import 1 project" }).press("Enter");
      const undo = page.getByRole("button", { name: `Undo import of ${file}` });
      const dialog = page.getByRole("dialog", { name: "Undo this import?" });
      await walk(page, pass, { opener: undo, dialog, button: "Cancel" });
      // Done: the import's button goes; focus lands on what the undo did, where the preview was.
      await undo.press("Enter");
      await dialog.getByRole("button", { name: "Undo import" }).press("Enter");
      await expect(undo).toHaveCount(0);
      await expect(page.getByText("Import undone: 1 project deleted."), "focus after undoing the import").toBeFocused();
    });
  });
}
