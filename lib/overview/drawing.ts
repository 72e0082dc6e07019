import { scaleBand, scaleLinear } from "d3-scale";
import type { Chart } from "./figure";

// A chart as plain marks (rectangles, lines and text at coordinates), computed once with
// d3-scale and drawn by two hands: the page's SVG (components/overview/ChartSvg.tsx) and the
// annual report's PDF (report-pdf.ts), so both show the same picture of the same numbers.
// Client-safe, but only the server draws (docs/decisions/045-overview-charts-drawn-on-the-server.md).

export type Mark =
  | { t: "rect"; x: number; y: number; w: number; h: number; fill: string; stroke?: string }
  | { t: "line"; x1: number; y1: number; x2: number; y2: number; stroke: string }
  | { t: "text"; x: number; y: number; text: string; size: number; anchor: "start" | "middle" | "end"; fill: string; bold?: boolean };

export type Drawing = { width: number; height: number; marks: Mark[] };

/** Okabe and Ito's palette: told apart with every common colour vision deficiency. */
const SERIES_COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#6B7280", "#000000"];
const BAR = "#075985";
const INK = "#1e293b";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const GAP = "#fef3c7";

/** A rough width of a text in Helvetica or Inter at `size`: enough to keep labels apart. */
function textWidth(text: string, size: number): number {
  return text.length * size * 0.56;
}

function fit(text: string, size: number, width: number): string {
  if (textWidth(text, size) <= width) return text;
  const chars = Math.max(1, Math.floor(width / (size * 0.56)) - 1);
  return `${text.slice(0, chars).trimEnd()}…`;
}

function bars(chart: Extract<Chart, { kind: "bars" }>, width: number): Drawing {
  const row = 40;
  const valueRoom = 48;
  const max = Math.max(1, ...chart.bars.map((b) => b.value));
  const x = scaleLinear().domain([0, max]).range([0, width - valueRoom]);
  const marks: Mark[] = chart.bars.flatMap((b, i) => {
    const top = i * row;
    const w = Math.max(b.value > 0 ? 2 : 0, x(b.value));
    return [
      { t: "text", x: 0, y: top + 12, text: fit(b.label, 12, width), size: 12, anchor: "start", fill: INK },
      { t: "rect", x: 0, y: top + 17, w, h: 16, fill: BAR },
      { t: "text", x: w + 6, y: top + 30, text: String(b.value), size: 12, anchor: "start", fill: INK, bold: true },
    ] satisfies Mark[];
  });
  return { width, height: chart.bars.length * row, marks };
}

/** The legend's swatches and names, wrapped into lines of `width`; its marks and height. */
function legend(names: string[], width: number, top: number): { marks: Mark[]; height: number } {
  const marks: Mark[] = [];
  let [x, y] = [0, top];
  names.forEach((name, i) => {
    const w = 18 + textWidth(name, 11) + 16;
    if (x > 0 && x + w > width) [x, y] = [0, y + 18];
    marks.push({ t: "rect", x, y: y + 2, w: 12, h: 12, fill: SERIES_COLOURS[i % SERIES_COLOURS.length] });
    marks.push({ t: "text", x: x + 18, y: y + 12, text: name, size: 11, anchor: "start", fill: INK });
    x += w;
  });
  return { marks, height: y - top + 20 };
}

function stacked(chart: Extract<Chart, { kind: "stacked" }>, width: number): Drawing {
  const [left, plotTop, plotHeight] = [36, 8, 160];
  const totals = chart.periods.map((_, i) => chart.series.reduce((sum, s) => sum + s.values[i], 0));
  const y = scaleLinear().domain([0, Math.max(1, ...totals)]).nice().range([plotTop + plotHeight, plotTop]);
  const x = scaleBand<number>().domain(chart.periods.map((_, i) => i)).range([left, width]).padding(0.2);
  const marks: Mark[] = [];
  for (const tick of y.ticks(4).filter(Number.isInteger)) {
    marks.push({ t: "line", x1: left, y1: y(tick), x2: width, y2: y(tick), stroke: RULE });
    marks.push({ t: "text", x: left - 6, y: y(tick) + 4, text: String(tick), size: 11, anchor: "end", fill: MUTED });
  }
  chart.periods.forEach((_, i) => {
    let base = 0;
    chart.series.forEach((s, k) => {
      const value = s.values[i];
      if (value > 0) marks.push({ t: "rect", x: x(i)!, y: y(base + value), w: x.bandwidth(), h: y(base) - y(base + value), fill: SERIES_COLOURS[k % SERIES_COLOURS.length] });
      base += value;
    });
  });
  // Every period's label where they fit, else every second or third one.
  const labelWidth = Math.max(...chart.periods.map((p) => textWidth(p, 11))) + 8;
  const every = Math.max(1, Math.ceil(labelWidth / x.step()));
  chart.periods.forEach((period, i) => {
    if (i % every === 0) marks.push({ t: "text", x: x(i)! + x.bandwidth() / 2, y: plotTop + plotHeight + 16, text: period, size: 11, anchor: "middle", fill: MUTED });
  });
  const key = legend(chart.series.map((s) => s.name), width, plotTop + plotHeight + 28);
  return { width, height: plotTop + plotHeight + 28 + key.height, marks: [...marks, ...key.marks] };
}

function grid(chart: Extract<Chart, { kind: "grid" }>, width: number): Drawing {
  const cell = 30;
  const labels = Math.min(220, Math.max(120, width - chart.columns.length * cell));
  const top = 24;
  const max = Math.max(1, ...chart.counts.flat());
  const shade = scaleLinear<string>().domain([1, max]).range(["#e0f2fe", BAR]);
  const marks: Mark[] = [
    { t: "text", x: labels, y: 12, text: `${chart.columnsTitle}s (columns 1 to ${chart.columns.length}, named below)`, size: 11, anchor: "start", fill: MUTED },
  ];
  chart.columns.forEach((_, j) => {
    marks.push({ t: "text", x: labels + j * cell + cell / 2, y: top + 10, text: String(j + 1), size: 10, anchor: "middle", fill: MUTED });
  });
  chart.rows.forEach((name, i) => {
    const y = top + 16 + i * cell;
    marks.push({ t: "text", x: labels - 6, y: y + cell / 2 + 4, text: fit(name, 11, labels - 8), size: 11, anchor: "end", fill: INK });
    chart.columns.forEach((_, j) => {
      const n = chart.counts[i][j];
      const x = labels + j * cell;
      marks.push({ t: "rect", x: x + 1, y: y + 1, w: cell - 2, h: cell - 2, fill: n ? shade(n) : GAP, stroke: n ? undefined : "#d97706" });
      marks.push({ t: "text", x: x + cell / 2, y: y + cell / 2 + 4, text: n ? String(n) : "0", size: 10, anchor: "middle", fill: n > max / 2 ? "#ffffff" : INK, bold: !n });
    });
  });
  const namesTop = top + 16 + chart.rows.length * cell + 14;
  const names = chart.columns.map((name, j) => ({ t: "text" as const, x: 0, y: namesTop + j * 15, text: fit(`${j + 1}: ${name}`, 10, width), size: 10, anchor: "start" as const, fill: MUTED }));
  return { width: Math.max(width, labels + chart.columns.length * cell), height: namesTop + chart.columns.length * 15, marks: [...marks, ...names] };
}

/** The chart laid out `width` units wide (the SVG's viewBox, the PDF's points). */
export function drawChart(chart: Chart, width: number): Drawing {
  if (chart.kind === "bars") return bars(chart, width);
  if (chart.kind === "stacked") return stacked(chart, width);
  return grid(chart, width);
}
