import type { ChildProcess } from "node:child_process";
import readline from "node:readline";
import type { Logger } from "pino";
import { forwardLogLine } from "../../lib/log";

/**
 * Passes a child's output on as JSON lines: lines that already are JSON objects (the app's own
 * pino lines) go through unchanged (made readable in a terminal, lib/log.ts); anything else
 * (Next's banner, its warnings, a crash's trace) becomes a line of `logger` with the text in
 * `text`, at info for stdout and warn for stderr.
 */
export function forwardChildOutput(child: ChildProcess, logger: Logger, event: string): void {
  const forward = (stream: NodeJS.ReadableStream | null, target: NodeJS.WriteStream, level: "info" | "warn") => {
    if (!stream) return;
    const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
    lines.on("line", (line) => {
      if (isJsonObject(line)) forwardLogLine(target, line);
      else if (line.trim()) logger[level]({ event, text: line });
    });
  };
  forward(child.stdout, process.stdout, "info");
  forward(child.stderr, process.stderr, "warn");
}

function isJsonObject(line: string): boolean {
  if (!line.startsWith("{") || !line.endsWith("}")) return false;
  try {
    return typeof JSON.parse(line) === "object";
  } catch {
    return false;
  }
}
