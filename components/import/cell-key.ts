// A cell of the preview, by its row's line in the file and its column: the key of a correction.
export const cellKey = (line: number, column: number) => `${line}:${column}`;

/** A correction's key read back. */
export function cellOf(key: string): { line: number; column: number } {
  const [line, column] = key.split(":").map(Number);
  return { line, column };
}
