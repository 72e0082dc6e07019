import "server-only";
import { z } from "zod";
import { anyCallRefusalSchema } from "@/lib/contract";
import { env } from "@/lib/env";
import { logError } from "@/lib/log";

// A handler's answer checked against the schema its route declares, the schema whose type the
// client reads. In development and tests a mismatch throws, so the call fails (500, logged with
// the request id) where a developer or a test sees it at once. In production the person still
// gets the answer (a screen that reads one field too few is better than no screen) and the
// mismatch is logged as an error to be fixed. What is sent is always the handler's own value,
// never zod's parsed copy: parsing drops unknown keys and would change answers behind our back.
// A refusal the operation gives (a status of 400 or more) is checked the same way against the
// refusals its call declares, and those any call may give (lib/contract.ts).

class AnswerMismatchError extends Error {
  constructor(
    readonly path: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The answer of ${path} does not match its declared schema: ${issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`);
    this.name = "AnswerMismatchError";
  }
}

export function checkAnswer(schema: z.ZodType, answer: unknown, where: { path: string }): void {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return;
  const error = new AnswerMismatchError(where.path, parsed.error.issues);
  if (env().DEVELOPMENT) throw error;
  logError("answer.mismatch", error, where);
}

const refusalSchemas = new WeakMap<z.ZodType, z.ZodType>();

/** A refusal checked against the call's declared refusals and those any call may give. */
export function checkRefusal(refused: z.ZodType, body: unknown, where: { path: string }): void {
  let schema = refusalSchemas.get(refused);
  if (!schema) refusalSchemas.set(refused, (schema = z.union([refused, anyCallRefusalSchema])));
  checkAnswer(schema, body, where);
}
