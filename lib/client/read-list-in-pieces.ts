"use client";

// Reads a long list answer, {"<key>":[item, item, ...]}, a slice at a time: each slice's complete
// items are decoded and parsed, and the browser gets a turn before the next. All Projects with
// 1,000 projects is megabytes of JSON; one JSON.parse of it is a long task during which the page
// ignores taps and keys (docs/decisions/015-list-answers-in-pieces.md). On a fast network one chunk
// can be megabytes, so the bytes are scanned as they come and only a slice's items are turned into
// text: decoding a whole chunk at once is itself such a task. The items are still parsed by
// JSON.parse; the scan only finds where each one ends (depth outside strings). In UTF-8 every byte
// of a multi-byte character is 0x80 or above, so the ASCII bytes looked for are never part of one,
// and a slice always ends at a whole item.

const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const SPACE = 0x20;

/** bytes scanned and parsed per turn: a short task even on a mid-range phone (decision 015) */
const SLICE_BYTES = 64 * 1024;

const browserTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b;
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

export async function readListInPieces(response: Response, key: string): Promise<unknown> {
  const prefix = `{${JSON.stringify(key)}:[`; // ASCII: as many bytes as characters
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  const items: unknown[] = [];
  let bytes: Uint8Array = new Uint8Array(0); // not parsed yet: from the end of the last complete item
  let scanned = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let started = false;
  let other = false; // not the shape this reads: the whole answer is parsed as it is
  let sinceTurn = 0; // bytes handled since the browser last had a turn
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes = joined(bytes, read.value);
    if (other || !started) {
      if (other || bytes.length < prefix.length) continue;
      if (decoder.decode(bytes.subarray(0, prefix.length)) !== prefix) {
        other = true;
        continue;
      }
      bytes = bytes.subarray(prefix.length);
      started = true;
    }
    while (scanned < bytes.length && depth >= 0) {
      let end = 0;
      const stop = Math.min(bytes.length, scanned + SLICE_BYTES);
      for (let i = scanned; i < stop && depth >= 0; i++) {
        const c = bytes[i];
        if (inString) {
          if (escaped) escaped = false;
          else if (c === BACKSLASH) escaped = true;
          else if (c === QUOTE) inString = false;
        } else if (c === QUOTE) inString = true;
        else if (c === OPEN || c === OPEN_ARRAY) depth++;
        else if (c === CLOSE || c === CLOSE_ARRAY) {
          depth--;
          if (depth === 0) end = i + 1;
        }
      }
      sinceTurn += stop - scanned;
      scanned = stop;
      if (end) {
        let start = 0;
        while (bytes[start] === COMMA || bytes[start] <= SPACE) start++;
        items.push(...(JSON.parse(`[${decoder.decode(bytes.subarray(start, end))}]`) as unknown[]));
        bytes = bytes.subarray(end);
        scanned -= end;
      }
      if (sinceTurn >= SLICE_BYTES) {
        sinceTurn = 0;
        await browserTurn();
      }
    }
  }
  const rest = decoder.decode(bytes);
  if (other || !started) return JSON.parse(rest);
  if (depth !== -1 || !/^\s*\]\s*\}\s*$/.test(rest)) throw new SyntaxError("The list answer ended early");
  return { [key]: items };
}
