import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every handler that answers JSON declares the zod schema of its 200 answer (`answer:` in its
// route() options, decision 023): route() checks what the handler returns against it, and the
// screens read the type inferred from it. A new handler that forgets it fails here, by file and
// method. The source is read, not run, so the check costs no request.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The handlers that answer without a declared schema, each for a stated reason. */
const UNDECLARED = new Set([
  // The project lists answer the stored JSON text of each project, streamed as it is
  // (jsonListResponse; decisions 014 to 016): the text is never parsed on the server, and
  // checking it would parse every project of every list. A test parses the stored documents
  // with the Project schema instead (tests/api/projects/project-documents.test.ts).
  "app/api/existing_projects/all/route.ts GET",
  "app/api/existing_projects/own/route.ts GET",
  "app/api/project_search/route.ts POST",
  // Not JSON: the CSV export answers its own text/csv response.
  "app/api/export_projects/route.ts GET",
  // Outside the route wrapper on purpose: health must answer when sessions cannot be read.
  "app/api/health/route.ts GET",
  // Not JSON: a 303 to the page that asks for the click (a mail scanner's GET changes nothing).
  "app/api/mail/unsubscribe/route.ts GET",
]);

type Handler = { name: string; declared: boolean };

/** Whether an exported handler is `route({ …, answer: … }, …)`. */
function declaresAnswer(initializer: ts.Expression | undefined): boolean {
  if (!initializer || !ts.isCallExpression(initializer)) return false;
  if (!ts.isIdentifier(initializer.expression) || initializer.expression.text !== "route") return false;
  const [options] = initializer.arguments;
  if (!options || !ts.isObjectLiteralExpression(options)) return false;
  return options.properties.some(
    (p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name) && p.name.text === "answer",
  );
}

function isExported(statement: ts.Statement): boolean {
  return ts.canHaveModifiers(statement) && !!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/** The HTTP handlers a route file exports, "<file> <METHOD>", with whether each declares its answer. */
function handlersOf(file: string, source: string): Handler[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const handlers: Handler[] = [];
  for (const statement of sourceFile.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && METHODS.has(statement.name.text)) {
      handlers.push({ name: `${file} ${statement.name.text}`, declared: false });
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !METHODS.has(declaration.name.text)) continue;
      handlers.push({ name: `${file} ${declaration.name.text}`, declared: declaresAnswer(declaration.initializer) });
    }
  }
  return handlers;
}

/** The handlers without a declared answer that the allow-list does not name. */
function undeclaredHandlers(files: { file: string; source: string }[], allowed: Set<string>): string[] {
  return files.flatMap(({ file, source }) => handlersOf(file, source))
    .filter((h) => !h.declared && !allowed.has(h.name))
    .map((h) => h.name);
}

function routeFiles(): { file: string; source: string }[] {
  return fs
    .readdirSync(path.join(ROOT, "app/api"), { recursive: true, encoding: "utf8" })
    .filter((entry) => path.basename(entry) === "route.ts")
    .map((entry) => path.posix.join("app/api", entry.split(path.sep).join("/")))
    .sort()
    .map((file) => ({ file, source: fs.readFileSync(path.join(ROOT, file), "utf8") }));
}

describe("declared answers", () => {
  const files = routeFiles();
  const handlers = files.flatMap(({ file, source }) => handlersOf(file, source));

  it("finds the route files and their handlers", () => {
    expect(files.length).toBeGreaterThan(40);
    expect(handlers.length).toBeGreaterThan(files.length);
  });

  it("every handler that answers JSON declares its answer schema", () => {
    const missing = undeclaredHandlers(files, UNDECLARED);
    expect(missing, `Declare the 200 answer (route({ …, answer: schema })) of: ${missing.join(", ")}`).toEqual([]);
  });

  it("the exceptions name handlers that exist and still declare nothing", () => {
    const undeclared = new Set(handlers.filter((h) => !h.declared).map((h) => h.name));
    const stale = [...UNDECLARED].filter((name) => !undeclared.has(name));
    expect(stale, `Remove from the exceptions: ${stale.join(", ")}`).toEqual([]);
  });

  it("names a handler that forgets its answer, and passes it once declared", () => {
    const file = "app/api/example/route.ts";
    const forgot = `export const GET = route({ minLevel: 0 }, async () => ({ ok: true }));
export const POST = route({ minLevel: 3, body: exampleSchema, answer: exampleAnswerSchema }, async () => ({ ok: true }));
export async function PUT() { return Response.json({ ok: true }); }`;
    expect(undeclaredHandlers([{ file, source: forgot }], new Set())).toEqual([`${file} GET`, `${file} PUT`]);
    const declared = forgot.replace("{ minLevel: 0 }", "{ minLevel: 0, answer: exampleAnswerSchema }");
    expect(undeclaredHandlers([{ file, source: declared }], new Set([`${file} PUT`]))).toEqual([]);
  });
});
