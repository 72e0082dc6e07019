import "server-only";

/** The headers of a file the browser saves rather than shows, under the name given. */
export function attachment(file: { fileName: string; contentType: string }): Record<string, string> {
  // The names are made by the app (letters, digits, dashes, a dot), so the quoted form is enough.
  return {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
    "Cache-Control": "no-store",
  };
}
