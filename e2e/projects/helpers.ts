import type { Browser, Page } from "@playwright/test";
import { expect, loginAs, type DemoUser } from "../fixtures";

// Set-up through the API for the project screens' tests. The suites share one database, so
// every test works on projects it creates, named uniquely.

export function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** POST with the page's session and CSRF cookie, as the app's own client does. */
export async function apiPost<T>(page: Page, path: string, data: unknown): Promise<{ status: number; body: T }> {
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  const res = await page.request.post(path, { data, headers: { "X-CSRFToken": csrf } });
  return { status: res.status(), body: (await res.json()) as T };
}

/** A signed-in page in a context of its own, for set-up beside the page under test. */
export async function signedInPage(browser: Browser, user: DemoUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, user);
  return page;
}

export async function personId(page: Page, searchTerm: string): Promise<number> {
  const { body } = await apiPost<{ results: { id: number }[] }>(page, "/api/search/person_search/", {
    id: null,
    search_term: searchTerm,
  });
  expect(body.results.length, `a person matching ${searchTerm}`).toBeGreaterThan(0);
  return body.results[0].id;
}

/** Creates a project as the editor; `people` are [person id, role] pairs. */
export async function createProject(
  editor: Page,
  shortDescription: string,
  people: [number, number][] = [],
): Promise<number> {
  const body = {
    short_description: shortDescription,
    long_description: `${shortDescription}: a project made by an end-to-end test.`,
    start_date: "2026-01-05",
    expected_completion_date: null,
    status: 1,
    domains: { eml: [], rcoa: [] },
  };
  const created = await apiPost<{ project: { id: number; version: number } }>(editor, "/api/add_edit_project/", body);
  expect(created.status).toBe(200);
  const { id, version } = created.body.project;
  if (people.length > 0) {
    const updated = await apiPost(editor, "/api/add_edit_project/", {
      ...body,
      id,
      version,
      people: people.map(([person, role]) => ({ id: person, role })),
    });
    expect(updated.status).toBe(200);
  }
  return id;
}

export async function deleteProject(editor: Page, id: number) {
  await apiPost(editor, "/api/deleteproject/", { id });
}
