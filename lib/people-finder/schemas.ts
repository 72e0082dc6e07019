import { z } from "zod";
import { isValidIsoDate } from "@/lib/dates";
import { STAGES } from "@/lib/interest/constants";
import { idSchema } from "@/lib/validation/common-fields";
import { NOTE_MAX } from "./constants";
import { FINDER_MESSAGES as M } from "./messages";

// "Open to projects" on My Profile (docs/product.md#open-to-projects): the payload the form sends
// and the answer it reads, shared by the route and the form. Client-safe: no server imports.
// Checks that need the database or the day (domain ids, the organisation, "until" within a year
// from today) are made by the operation, under the same field keys.

const NAME_MAX = 100;
const name = z.string({ error: M.namesNeeded }).trim().max(NAME_MAX, { error: `Please keep your name to ${NAME_MAX} characters or fewer` });
const ids = z.array(idSchema, { error: M.domain }).max(100, { error: M.domain }).transform((list) => [...new Set(list)]);

const openFields = z.object({
  stage: z.enum(STAGES, { error: M.stage }),
  eml: ids.default([]),
  rcoa: ids.default([]),
  organisation: idSchema.nullable().default(null),
  note: z.string({ error: M.note }).max(NOTE_MAX, { error: M.note }).transform((s) => s.trim()).default(""),
  until: z.string({ error: M.untilInvalid }).refine(isValidIsoDate, { error: M.untilInvalid }),
  /** The first day they can take part; absent or "": the day they save. */
  available_from: z
    .union([z.literal(""), z.string({ error: M.availableInvalid }).refine(isValidIsoDate, { error: M.availableInvalid })], { error: M.availableInvalid })
    .nullish()
    .transform((v) => v || null),
  /** Only when the directory has no person for the account: the name the leads will see. */
  first_name: name.optional(),
  last_name: name.optional(),
});

export const openToProjectsSchema = openFields.refine((o) => !o.available_from || o.available_from <= o.until, {
  message: M.availableAfterUntil,
  path: ["available_from"],
  when: (payload) => openFields.pick({ until: true, available_from: true }).safeParse(payload.value).success,
});
export type OpenToProjectsInput = z.output<typeof openToProjectsSchema>;

/** POST /api/profile/open_to_projects/off/: nothing to say but that. */
export const openOffSchema = z.object({});

const entrySchema = z.strictObject({
  stage: z.enum(STAGES),
  eml: z.array(z.number()),
  rcoa: z.array(z.number()),
  organisation: z.number().nullable(),
  note: z.string(),
  until: z.string(),
  /** The first day they can take part, as saved (yyyy-MM-dd). */
  available_from: z.string(),
  /** Past its last day: nobody sees it until it is saved again. */
  ended: z.boolean(),
});

export const openToProjectsAnswerSchema = z.strictObject({
  /** What the member said, or null while they are not open to projects (the default). */
  entry: entrySchema.nullable(),
  /** What the form proposes: the organisation of their address, six months from today, available from today. */
  proposed: z.strictObject({ organisation: z.number().nullable(), until: z.string(), available_from: z.string() }),
  organisations: z.array(z.strictObject({ id: z.number(), name: z.string() })),
  /** The form asks for a name: the directory has no person for the account. */
  needs_name: z.boolean(),
});
export type OpenToProjectsAnswer = z.infer<typeof openToProjectsAnswerSchema>;
