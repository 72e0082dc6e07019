import fs from "node:fs";
import path from "node:path";

// The shell commands the documentation shows: every line of every ```sh block of README.md and
// docs/**/*.md, with `\` continuations joined and comments left out. The docs-commands test
// holds each against the list of tests that run it, and the image test runs the container-side
// ones as written.

/** `recipe`: the name of the block's `<!-- recipe: NAME -->` mark, by which a test reads it. */
export type DocumentedCommand = { file: string; line: number; command: string; recipe?: string };
export type FencedBlock = { file: string; line: number; language: string; body: string; recipe?: string };

const CONTAINER_PREFIX = "docker compose exec app ";

export function documentationFiles(root: string): string[] {
  const docs = fs.readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" });
  return ["README.md", ...docs.filter((name) => name.endsWith(".md")).map((name) => path.join("docs", name)).sort()];
}

/** Every fenced block, with the info string's first word ("" when there is none). */
export function fencedBlocks(root: string, file: string): FencedBlock[] {
  const lines = fs.readFileSync(path.join(root, file), "utf8").split("\n");
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*```(\S*)/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((text, j) => j > i && /^\s*```\s*$/.test(text));
    if (end < 0) throw new Error(`${file}:${i + 1}: a code block is never closed`);
    const recipe = /<!-- recipe: ([\w-]+) -->/.exec(lines[i - 1] ?? "")?.[1];
    blocks.push({ file, line: i + 1, language: open[1], body: lines.slice(i + 1, end).join("\n"), recipe });
    i = end;
  }
  return blocks;
}

export function documentedCommands(root: string): DocumentedCommand[] {
  const commands: DocumentedCommand[] = [];
  for (const file of documentationFiles(root)) {
    for (const block of fencedBlocks(root, file).filter((b) => b.language === "sh")) {
      let pending: { line: number; text: string; quote?: string } | undefined;
      block.body.split("\n").forEach((raw, index) => {
        const { code, quote } = readLine(raw, pending?.quote);
        const text = code.trim();
        if (!pending && !text) return;
        pending = pending ? { ...pending, text: `${pending.text} ${text}`, quote } : { line: block.line + 1 + index, text, quote };
        if (pending.text.endsWith("\\")) {
          pending.text = pending.text.slice(0, -1).trimEnd();
          return;
        }
        if (quote) return; // a quoted string goes on to the next line
        commands.push({ file, line: pending.line, command: pending.text.replace(/\s+/g, " "), recipe: block.recipe });
        pending = undefined;
      });
    }
  }
  return commands;
}

/**
 * The documented `docker compose exec app …` commands as the words to run in the app's
 * container. They hold no variables, quotes or redirections, so splitting on spaces is the
 * shell's own reading.
 */
export function containerCommands(root: string): { command: string; argv: string[] }[] {
  return documentedCommands(root)
    .filter(({ command }) => command.startsWith(CONTAINER_PREFIX))
    .map(({ command, file, line }) => {
      const words = command.slice(CONTAINER_PREFIX.length);
      if (/[$'"`<>|&;\\]/.test(words)) throw new Error(`${file}:${line}: a container command the image test cannot run as written: ${command}`);
      return { command, argv: words.split(" ") };
    });
}

/**
 * A line without its `#` comment (a `#` that starts a word outside quotes), and the quote still
 * open at its end. `quote` is the one open when the line starts.
 */
function readLine(line: string, quote?: string): { code: string; quote?: string } {
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') {
      quote = c;
    } else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]))) {
      return { code: line.slice(0, i), quote };
    }
  }
  return { code: line, quote };
}
