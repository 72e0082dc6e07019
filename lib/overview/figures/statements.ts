import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { FigureContext } from "../context";
import type { FigureId } from "../filters";
import { coverageStatement } from "./coverage";
import { dueStatement } from "./due";
import { neededStatement } from "./needed";
import { peopleStatement } from "./people";
import { statusMonthsStatement, statusNowStatement } from "./status";

/**
 * The one statement each figure runs, by figure: what the bench runs on the raw driver beside the
 * app's own call (docs/benchmarks.md), so both run the same SQL.
 */
export const FIGURE_STATEMENTS: Record<FigureId, (ctx: FigureContext) => Prisma.Sql> = {
  status: statusNowStatement,
  "status-months": statusMonthsStatement,
  coverage: coverageStatement,
  needed: neededStatement,
  people: peopleStatement,
  due: dueStatement,
};
