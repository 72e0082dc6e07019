import { afterAll, beforeAll, vi } from "vitest";

// The app writes one JSON line per request and per event to stdout (errors to stderr);
// hundreds of calls would bury the test report. This keeps those lines out of the output.
// Tests that read the lines spy on the streams themselves.

type Write = typeof process.stdout.write;

function silence(stream: NodeJS.WriteStream): void {
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  vi.spyOn(stream, "write").mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
    if (typeof chunk === "string" && /^\{"(time|level)"/.test(chunk)) return true;
    return write(chunk, ...rest);
  }) as Write);
}

export function quietAppLogs(): void {
  beforeAll(() => {
    silence(process.stdout);
    silence(process.stderr);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });
}
