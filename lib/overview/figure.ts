import type { FigureId } from "./filters";

// One figure of the overview as the page, its CSV and the annual report all show it
// (docs/product.md#overview): a title, a sentence that says what it shows, a chart, and the
// table of the chart's numbers. Client-safe types only.

/** What narrows All Projects to the projects behind a number, beside the overview's filters. */
export type Narrow = {
  status?: number;
  eml?: number;
  rcoa?: number;
  lookingFor?: number[];
  milestoneStatus?: number[];
  needsReview?: true;
};

type Bar = { label: string; value: number; narrow: Narrow | null };

export type Chart =
  /** one bar per category, drawn across */
  | { kind: "bars"; unit: string; bars: Bar[] }
  /** one column per period, stacked by series (a legend names them) */
  | { kind: "stacked"; unit: string; periods: string[]; series: { name: string; values: number[] }[] }
  /** a count in every cell of rows × columns; an empty cell shows as such */
  | { kind: "grid"; rowsTitle: string; columnsTitle: string; rows: string[]; columns: string[]; counts: number[][]; narrow: Narrow[][] };

type TableRow = { label: string; cells: number[]; narrow: Narrow | null };

/** Records named under a figure, each a link to its page. */
type RecordList = { heading: string; items: { label: string; href: string }[]; more: number };

type FigureTable = { rowHeader: string; columns: string[]; rows: TableRow[] };

export type Figure = {
  id: FigureId;
  title: string;
  summary: string;
  chart: Chart;
  table: FigureTable;
  /** what narrows All Projects to every project the figure counts (null: the filters alone) */
  narrow: Narrow | null;
  lists?: RecordList[];
};
