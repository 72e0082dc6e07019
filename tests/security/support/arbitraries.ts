import { clock } from "@/lib/clock";
import fc from "fast-check";
import { z } from "zod";

// Request bodies for the fuzzing tests. The "shaped" ones come from the endpoint's own zod
// schema (through its JSON Schema), so many of them get past validation and reach the
// handler; the hostile ones break that shape: wrong types, prototype keys, huge and unusual
// strings, values at the edges of integers, other JSON at the top, and text that is not JSON.

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  additionalProperties?: unknown;
};

const isoDate = fc
  .date({ min: new Date("1890-01-01T00:00:00Z"), max: new Date("2110-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const ukFutureDate = fc.integer({ min: -2, max: 120 }).map((days) => new Date(clock.ms() + days * 86_400_000).toISOString().slice(0, 10));
const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom("admin@example.org", "lead@example-hospital.org", "someone@example-hospital.org", "x@northern-school.example"),
);

/** Values chosen by a field's name where the schema cannot say (dates and emails are refinements). */
function byName(name: string): fc.Arbitrary<unknown> | undefined {
  if (/date$|^from$|^to$/.test(name)) return fc.oneof(isoDate, fc.string({ maxLength: 12 }));
  if (name === "expiresOn") return fc.oneof(ukFutureDate, fc.string({ maxLength: 12 }));
  if (/email/i.test(name)) return fc.oneof(emailLike, fc.string({ maxLength: 30 }));
  return undefined;
}

function integer(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? 2_147_483_647;
  // Small ids hit real rows; the rest of the range finds none.
  return fc.oneof(fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 60), min) }), fc.integer({ min, max }));
}

export function fromJsonSchema(schema: JsonSchema, name = ""): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => fromJsonSchema(s, name)));
  const hinted = byName(name);
  if (hinted && (schema.type === "string" || schema.type === undefined)) return hinted;
  switch (schema.type) {
    case "string":
      if (schema.pattern) {
        return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? 200));
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case "integer":
      return integer(schema);
    case "number":
      return fc.double({ noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? fromJsonSchema(schema.items) : fc.jsonValue(), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case "object": {
      if (!schema.properties) return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
      const props = Object.fromEntries(Object.entries(schema.properties).map(([key, s]) => [key, fromJsonSchema(s, key)]));
      return fc.record(props, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Bodies shaped by the schema; a schema JSON Schema cannot express falls back to any JSON. */
export function shapedBody(schema: z.ZodType): fc.Arbitrary<unknown> {
  try {
    return fromJsonSchema(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
  } catch {
    return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 });
  }
}

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), "", "NaN", "1e999", [], {}, [[[]]]),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom("\u0000", "\u202e\u200b", "💥".repeat(300), "'; DROP TABLE project; --", "<script>alert(1)</script>", "\r\nX-Injected: 1"),
  fc.integer({ min: 20_000, max: 200_000 }).map((n) => "x".repeat(n)),
  fc.jsonValue({ maxDepth: 4 }),
);

const protoKeys = fc.constantFrom(
  '"__proto__":{"level":9,"isAdmin":true}',
  '"constructor":{"prototype":{"level":9}}',
  '"__proto__":{"__proto__":{"polluted":true}}',
  '"prototype":{"level":9}',
);

/** Text that is not JSON at all, or not the JSON an endpoint expects. */
const notJson = fc.oneof(
  fc.constantFrom("", "{", "{\"a\":", "{'a':1}", "[1,2", "{\"a\":1,}", "\ufeff{}", "null", "[]", "\"text\"", "42", "true", "{\"a\":1}{\"b\":2}"),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.integer({ min: 1, max: 3000 }).map((n) => "[".repeat(n)),
);

/** A request body as sent on the wire: an object, or raw text. */
export type FuzzBody = { json: unknown } | { raw: string };

export function fuzzBodies(schema: z.ZodType): fc.Arbitrary<FuzzBody> {
  const shaped = shapedBody(schema);
  const object = shaped.filter((v): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v));
  const mutated = fc
    .tuple(object, fc.nat(), wrongValue)
    .map(([body, n, value]) => {
      const keys = Object.keys(body);
      const key = keys.length ? keys[n % keys.length] : "unexpected";
      return { json: { ...body, [key]: value } } as FuzzBody;
    });
  const extraKeys = fc
    .tuple(object, fc.dictionary(fc.constantFrom("level", "version", "accountId", "id", "role", "is_admin", "people"), wrongValue, { maxKeys: 3 }))
    .map(([body, extra]) => ({ json: { ...body, ...extra } }) as FuzzBody);
  const prototype = fc.tuple(object, protoKeys).map(([body, key]) => {
    const text = JSON.stringify(body);
    return { raw: text === "{}" ? `{${key}}` : `{${key},${text.slice(1)}` } as FuzzBody;
  });
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map((json) => ({ json }) as FuzzBody) },
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: extraKeys },
    { weight: 1, arbitrary: prototype },
    { weight: 1, arbitrary: notJson.map((raw) => ({ raw }) as FuzzBody) },
  );
}
