import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inflateSync } from "node:zlib";
import { extractText, getDocumentProxy } from "unpdf";
import { resetClock, setClock } from "@/lib/clock";
import { env } from "@/lib/env";
import { resetToDemoData } from "../../helpers/demo";
import { domainId, member, milestone, project, signedIn, world } from "./overview-world";

// The annual report (docs/product.md#annual-report) read back as a reader would: its text, and
// its charts as drawing operations (filled rectangles), not pictures.

beforeAll(() => resetToDemoData(), 120_000);
beforeEach(() => setClock(new Date("2026-11-20T10:00:00Z")));
afterEach(() => resetClock());

async function report(query: string) {
  const res = await (await signedIn()).get(`/api/overview/report/?${query}`);
  return res;
}

/**
 * The rectangles drawn on the pages (the bars, columns and cells of the charts): the `re`
 * operators of the page content streams, inflated as a reader would.
 */
function rectangles(bytes: Uint8Array): number {
  const file = Buffer.from(bytes);
  let count = 0;
  for (let at = file.indexOf("stream\n"); at >= 0; at = file.indexOf("stream\n", at + 1)) {
    const end = file.indexOf("endstream", at);
    try {
      const ops = inflateSync(file.subarray(at + 7, end)).toString("latin1");
      count += ops.match(/ re\b/g)?.length ?? 0;
    } catch {
      // not a compressed content stream (a font, the document's info)
    }
  }
  return count;
}

describe("annual report", () => {
  it("is an A4 PDF with the organisation's name, the year, every figure and its numbers as text", async () => {
    const w = await world();
    const lead = await member(w);
    const p = await project({ status: 2, people: [[lead, 1]], domains: [await domainId("eml", "Simulation"), await domainId("rcoa", "Pain")] });
    await milestone(p, { lookingFor: 10, places: 2 });
    const res = await report(`year=2026&organisation=${w.organisation}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="annual-report-2026.pdf"');
    const pdf = await getDocumentProxy(new Uint8Array(res.bytes!));
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.bytes!)), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(env().ORGANISATION_NAME);
    expect(flat).toContain("Annual report 2026");
    expect(flat).toContain(`with people of ${w.name}`);
    for (const title of ["Projects by status", "Projects by status, month by month", "Curriculum coverage", "Where people are needed", "People taking part", "Records due a check"]) {
      expect(flat).toContain(title);
    }
    expect(flat).toContain("Jan 2026");
    expect(flat).toContain("Dec 2026");
    expect(flat).toContain("2026 Q4");
    expect(flat).toContain("1 milestone looking for people");
  });

  it("draws its charts as vector shapes, more of them for more bars", async () => {
    const empty = await world();
    const few = rectangles((await report(`year=2026&organisation=${empty.organisation}`)).bytes!);
    const w = await world();
    const lead = await member(w);
    for (const status of [1, 2, 999]) await project({ status, people: [[lead, 1]], domains: [await domainId("eml", "Assessment"), await domainId("rcoa", "Safeguarding")] });
    const more = rectangles((await report(`year=2026&organisation=${w.organisation}`)).bytes!);
    // The coverage grid alone is 140 cells, drawn with or without projects.
    expect(few).toBeGreaterThan(140);
    expect(more).toBeGreaterThan(few);
  });

  it("refuses a year it cannot read, as a field error", async () => {
    const res = await report("year=26");
    expect(res.status).toBe(422);
    expect(res.body.errors.year).toEqual(["Please give a year as yyyy."]);
  });
});
