"use client";

// Reads a long list answer, {"<key>":[item, item, ...]}, a network chunk at a time: each chunk's
// complete items are parsed and the browser gets a turn before the next. All Projects with
// 1,000 projects is 3.7 MB of JSON; one JSON.parse of it is a long task (about 200 ms on a
// mid-range phone) during which the page ignores taps and keys. The items are still parsed by
// JSON.parse; this only finds where each one ends (depth outside strings).

const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** characters scanned and parsed per turn: about 5 ms on a mid-range phone */
const SLICE_CHARS = 64 * 1024;

const browserTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function readListInPieces(response: Response, key: string): Promise<unknown> {
  const prefix = `{${JSON.stringify(key)}:[`;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const items: unknown[] = [];
  let text = ""; // not parsed yet: from the end of the last complete item
  let scanned = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let started = false;
  let other = false; // not the shape this reads: the whole answer is parsed as it is
  let sinceTurn = 0; // characters handled since the browser last had a turn
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    text += read.value;
    if (other || !started) {
      if (other || text.length < prefix.length) continue;
      if (!text.startsWith(prefix)) {
        other = true;
        continue;
      }
      text = text.slice(prefix.length);
      started = true;
    }
    // A chunk can be megabytes when the network is fast: a turn handles a slice of it.
    while (scanned < text.length && depth >= 0) {
      let end = 0;
      const stop = Math.min(text.length, scanned + SLICE_CHARS);
      for (let i = scanned; i < stop && depth >= 0; i++) {
        const c = text.charCodeAt(i);
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
        items.push(...(JSON.parse(`[${text.slice(0, end).replace(/^[\s,]+/, "")}]`) as unknown[]));
        text = text.slice(end);
        scanned -= end;
      }
      if (sinceTurn >= SLICE_CHARS) {
        sinceTurn = 0;
        await browserTurn();
      }
    }
  }
  if (other || !started) return JSON.parse(text);
  if (depth !== -1 || !/^\s*\]\s*\}\s*$/.test(text)) throw new SyntaxError("The list answer ended early");
  return { [key]: items };
}
