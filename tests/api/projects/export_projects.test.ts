import { beforeAll, describe, expect, it } from "vitest";
import type { Project } from "@/lib/projects/types";
import { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { GET } from "@/app/api/export_projects/route";
import { ApiClient, TEST_ORIGIN } from "../../helpers/api-client";
import { freshDemo, newProjectBody } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";

let editor: ApiClient;
let everything: Project[];

/** Minimal CSV reader: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

/**
 * The download as the browser saves it: raw bytes decoded without dropping the byte-order mark
 * (Response.text(), which the ApiClient uses, strips it).
 */
async function download(api: ApiClient, path: string) {
  const headers = new Headers({ accept: "text/csv", cookie: api.cookieHeader() });
  const res = await GET(new NextRequest(new URL(path, TEST_ORIGIN), { headers }));
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text, rows: parseCsv(text.replace(/^\uFEFF/, "")) };
}

const exportPath = (scope: string, q?: unknown) =>
  `/api/export_projects/?scope=${scope}${q === undefined ? "" : `&q=${encodeURIComponent(JSON.stringify(q))}`}`;

beforeAll(async () => {
  await freshDemo();
  editor = await signedIn("editor");
  const risky = await editor.post(
    "/api/add_edit_project/",
    newProjectBody({ short_description: '=HYPERLINK("http://evil.example","click")', long_description: "+cmd|' /C calc'!A0", start_date: "2025-02-03", expected_completion_date: null }),
  );
  expect(risky.status).toBe(200);
  everything = (await editor.get("/api/existing_projects/all/")).body.projects;
});

describe("GET /api/export_projects/", () => {
  it("downloads the whole list as UTF-8 CSV with a byte-order mark", async () => {
    const res = await download(editor, exportPath("all"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="projects-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.text.charCodeAt(0)).toBe(0xfeff);
    const rows = res.rows;
    expect(rows[0]).toEqual(["Project", "Start", "Completion", "Status", "EML domains", "RCoA domains", "People", "Milestones", "URL"]);
    expect(rows).toHaveLength(everything.length + 1);
    const withAccents = rows.find((r) => r[6].includes("José Álvarez"));
    expect(withAccents).toBeDefined();
  });

  it("ends each row with the project's own address, under the app's public origin", async () => {
    const { rows } = await download(editor, exportPath("all"));
    const origin = env().APP_URL;
    expect(rows.slice(1).map((r) => r[8])).toEqual(everything.map((p) => `${origin}/projects/${p.id}/`));
  });

  it("writes dates as dd/MM/yyyy, Ongoing without an end, and defuses formulas", async () => {
    const { rows } = await download(editor, exportPath("all"));
    const risky = rows.find((r) => r[0].includes("HYPERLINK"))!;
    expect(risky[0]).toBe(`'=HYPERLINK("http://evil.example","click")\n+cmd|' /C calc'!A0`);
    expect(risky.slice(1, 4)).toEqual(["03/02/2025", "Ongoing", "Proposed"]);
    for (const row of rows.slice(1)) {
      expect(row[1]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("exports only the filtered list when the search is given in q", async () => {
    const q = { andOr: "AND", status: { project_status: [999] } };
    const { rows } = await download(editor, exportPath("all", q));
    const completed = everything.filter((p) => p.status === 999);
    expect(completed.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(completed.length + 1);
    expect(rows.slice(1).every((r) => r[3] === "Completed")).toBe(true);
  });

  it("keeps quick-access visitors (level 2) to their organisation's projects", async () => {
    const visitor = await quickAccess("Example Teaching Hospital");
    const visible = (await visitor.get("/api/existing_projects/all/")).body.projects as Project[];
    const { rows } = await download(visitor, exportPath("all"));
    expect(rows).toHaveLength(visible.length + 1);
    expect(visible.length).toBeLessThan(everything.length);
  });

  it("answers 422 for an unreadable search and 403 for anonymous visitors", async () => {
    expect((await editor.get("/api/export_projects/?scope=all&q=%7Bnot-json")).status).toBe(422);
    expect((await editor.get(exportPath("all", { andOr: "NOR" }))).status).toBe(422);
    expect((await new ApiClient().get(exportPath("all"))).status).toBe(403);
  });
});
