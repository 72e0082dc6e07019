import { describe, expect, it } from "vitest";
import { jsonListResponse } from "@/lib/http/json-list-response";

// The project lists send their items' JSON text in chunks: whatever the sizes, the client
// must receive exactly {"projects":[a, b, ...]}, as one parseable document.

function item(i: number, size: number): string {
  return JSON.stringify({ id: i, text: `é—${"x".repeat(size)}` });
}

async function chunksOf(response: Response): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return chunks;
}

describe("jsonListResponse", () => {
  it("sends an empty list as an empty array", async () => {
    const response = jsonListResponse("projects", []);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe('{"projects":[]}');
  });

  it("sends many items of any size as one document, in several chunks", async () => {
    const items = Array.from({ length: 300 }, (_, i) => item(i, (i * 997) % 5000));
    items.push(item(300, 100_000));
    const chunks = await chunksOf(jsonListResponse("projects", items));
    expect(chunks.length).toBeGreaterThan(3);
    const text = Buffer.concat(chunks).toString("utf8");
    expect(text).toBe(`{"projects":[${items.join(", ")}]}`);
    expect((JSON.parse(text) as { projects: { id: number }[] }).projects.map((p) => p.id)).toEqual(items.map((_, i) => i));
  });
});
