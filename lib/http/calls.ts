import type { z } from "zod";
import type { CallSpec } from "@/lib/contract";
import { activityCalls } from "@/lib/activity/calls";
import { alertCalls } from "@/lib/alerts/calls";
import { authCalls } from "@/lib/auth/calls";
import { calendarCalls } from "@/lib/calendar/calls";
import { ssoCalls } from "@/lib/auth/sso/calls";
import { contributionCalls } from "@/lib/contributions/calls";
import { dataExportCalls } from "@/lib/data-export/calls";
import { healthCalls } from "@/lib/db/calls";
import { importCalls } from "@/lib/import/calls";
import { interestCalls } from "@/lib/interest/calls";
import { invitationCalls } from "@/lib/invitations/calls";
import { mailCalls } from "@/lib/mail/calls";
import { needsCalls } from "@/lib/needs/calls";
import { organisationCalls } from "@/lib/organisations/calls";
import { overviewCalls } from "@/lib/overview/calls";
import { peopleCalls } from "@/lib/people/calls";
import { peopleFinderCalls } from "@/lib/people-finder/calls";
import { projectCalls } from "@/lib/projects/calls";
import { referenceCalls } from "@/lib/reference/calls";
import { retentionCalls } from "@/lib/retention/calls";
import { reviewCalls } from "@/lib/reviews/calls";
import { shareCalls } from "@/lib/share/calls";

// Every call of the API, once: its method and path, the lowest level that may make it, the
// schemas of its query, its JSON body, its answer and its refusals (lib/contract.ts). Each domain
// declares its own calls in lib/<domain>/calls.ts; this file only puts them together. The
// server's route wrapper (route.ts) takes its rules from here by the call's key
// ("POST /api/login/"); the browser's calls (lib/client/api.ts) take their query, body and
// answer types from here; the security suites list the calls from here. A route file that serves
// a call not in this table, or a call here without its route file, fails
// tests/api/foundation/calls-table.test.ts.
//
// The paths and bodies are the product's (docs/product.md#calls); only the calls beyond it
// (admin, sessions, passkey management, share links, the activity log) are the project's own.
//
// The browser imports this file's types only: its schemas never reach a page's script.

export const CALLS = {
  ...healthCalls,
  ...authCalls,
  ...ssoCalls,
  ...contributionCalls,
  ...needsCalls,
  ...projectCalls,
  ...referenceCalls,
  ...peopleCalls,
  ...peopleFinderCalls,
  ...alertCalls,
  ...dataExportCalls,
  ...calendarCalls,
  ...overviewCalls,
  ...interestCalls,
  ...invitationCalls,
  ...activityCalls,
  ...shareCalls,
  ...organisationCalls,
  ...mailCalls,
  ...reviewCalls,
  ...importCalls,
  ...retentionCalls,
} as const satisfies Record<string, CallSpec>;

export type Calls = typeof CALLS;
export type CallKey = keyof Calls;

/** The calls of one method, by path: `"/api/login/"` for `"POST /api/login/"`. */
export type PathOf<M extends "GET" | "POST"> = CallKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

/** The body a call takes, as its sender writes it. */
export type BodyOf<K extends CallKey> = Calls[K] extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;

/** The query string a call takes, as its sender writes it (no parameters when it declares none). */
export type QueryOf<K extends CallKey> = Calls[K] extends { query: infer S extends z.ZodType } ? z.input<S> : Record<string, never>;

/** The answer a call gives, as its handler writes it. */
export type AnswerOf<K extends CallKey> = Calls[K] extends { answer: infer S extends z.ZodType } ? z.input<S> : unknown;

/** The answer as the browser reads it: its own shape, and its refusals when the call declares them. */
export type ReadAnswerOf<K extends CallKey> = Calls[K] extends { answer: infer S extends z.ZodType }
  ? Calls[K] extends { refused: infer R extends z.ZodType }
    ? { answer: z.output<S>; refused: z.output<R> }
    : { answer: z.output<S>; refused: never }
  : { answer: unknown; refused: never };
