import { describe, expect, it } from "vitest";
import { z } from "zod";
import { saveMilestoneSchema } from "@/lib/projects/schemas";
import { FORM_ERRORS_KEY, fieldErrorsOf } from "./field-errors";
import { validate } from "@/components/projects/validate";

const schema = z
  .object({ person: z.object({ email: z.email("Bad email") }), name: z.string().refine((s) => s.length > 2, "Too short").refine((s) => s.length > 3, "Too short") })
  .refine((v) => v.name !== "xx", "Not allowed");

function errorsOf(body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error("expected a failure");
  return fieldErrorsOf(parsed.error);
}

describe("field error keys", () => {
  it("key a nested field by its dotted path and list each message once", () => {
    expect(errorsOf({ person: { email: "nope" }, name: "long enough" })).toEqual({ "person.email": ["Bad email"] });
    // two rules with the same message: the person reads it once
    expect(errorsOf({ person: { email: "a@b.org" }, name: "ab" })).toEqual({ name: ["Too short"] });
  });
  it("put a problem of the whole payload under __all__", () => {
    expect(FORM_ERRORS_KEY).toBe("__all__");
    expect(errorsOf({ person: { email: "a@b.org" }, name: "xx" })).toEqual({ name: ["Too short"], __all__: ["Not allowed"] });
  });
  it("are the same in a form's own check as in the server's answer", () => {
    const body = { project: 1, description: "", start_date: "31/02/2024", people: [{ id: "x" }] };
    const parsed = saveMilestoneSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    const local = validate(saveMilestoneSchema, body);
    expect(local).toEqual(fieldErrorsOf(parsed.error!));
    expect(Object.keys(local!)).toEqual(expect.arrayContaining(["description", "start_date", "people"]));
  });
});
