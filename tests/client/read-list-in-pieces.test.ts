import { describe, expect, it } from "vitest";
import { readListInPieces } from "@/lib/client/read-list-in-pieces";

// The project lists are parsed a network chunk at a time. Wherever the chunks split the text
// (inside a string, an escape, a multi-byte character), the result must be what JSON.parse
// gives for the whole answer.

function answerIn(text: string, chunkBytes: number): Response {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkBytes) controller.enqueue(bytes.slice(i, i + chunkBytes));
      controller.close();
    },
  });
  return new Response(body);
}

const tricky = Array.from({ length: 120 }, (_, i) => ({
  id: i,
  short_description: `Café ${i} "quoted" {braces} [brackets] back\\slash ✓`,
  people: [{ id: i * 2, name: "Zoë Ó Súilleabháin" }],
  milestones: i % 3 ? [{ id: i, description: "}], {\"id\" : 1" }] : [],
  long: "x".repeat((i * 977) % 70_000),
}));

describe("readListInPieces", () => {
  for (const chunk of [1, 7, 4096, 1 << 22]) {
    it(`gives JSON.parse's result with chunks of ${chunk} bytes`, async () => {
      const items = chunk === 1 ? tricky.slice(0, 3) : chunk < 100 ? tricky.slice(0, 20) : tricky;
      const text = `{"projects":[${items.map((p) => JSON.stringify(p)).join(", ")}]}`;
      expect(await readListInPieces(answerIn(text, chunk), "projects")).toEqual(JSON.parse(text));
    });
  }

  it("reads an empty list", async () => {
    expect(await readListInPieces(answerIn('{"projects":[]}', 3), "projects")).toEqual({ projects: [] });
  });

  it("parses any other answer as a whole", async () => {
    const text = '{"errorMessage":"Not now","projects":[]}';
    expect(await readListInPieces(answerIn(text, 5), "projects")).toEqual(JSON.parse(text));
  });

  it("refuses an answer that stops in the middle", async () => {
    const text = `{"projects":[${JSON.stringify(tricky[1])}, ${JSON.stringify(tricky[2])}`;
    await expect(readListInPieces(answerIn(text.slice(0, -10), 64), "projects")).rejects.toThrow(SyntaxError);
  });
});
