import type { Drawing } from "@/lib/overview/drawing";

// A chart's marks as SVG, rendered on the server: no script. The picture is one image to a
// screen reader, named by the figure's title and summary; the numbers are in the table beside it.

export function ChartSvg({ drawing, labelledBy, className }: { drawing: Drawing; labelledBy: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-labelledby={labelledBy}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      width={drawing.width}
      height={drawing.height}
      className={className}
      style={{ maxWidth: "100%", height: "auto", fontFamily: "inherit" }}
    >
      {drawing.marks.map((m, i) => {
        if (m.t === "rect") return <rect key={i} x={m.x} y={m.y} width={m.w} height={m.h} fill={m.fill} stroke={m.stroke} />;
        if (m.t === "line") return <line key={i} x1={m.x1} y1={m.y1} x2={m.x2} y2={m.y2} stroke={m.stroke} />;
        return (
          <text key={i} x={m.x} y={m.y} fontSize={m.size} textAnchor={m.anchor} fill={m.fill} fontWeight={m.bold ? 600 : 400}>
            {m.text}
          </text>
        );
      })}
    </svg>
  );
}
