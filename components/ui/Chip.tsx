import type { ReactNode } from "react";

// A small label. The two domain taxonomies look different (colour and shape) so EML and RCoA
// can be told apart at a glance; a hidden prefix says which one for screen readers.

export type ChipTone = "eml" | "rcoa" | "neutral";

const tones: Record<ChipTone, string> = {
  eml: "rounded-full border border-sky-300 bg-sky-50 text-sky-900",
  rcoa: "rounded border border-amber-400 bg-amber-50 text-amber-900",
  neutral: "rounded border border-slate-300 bg-slate-100 text-slate-800",
};

const prefixes: Record<ChipTone, string> = { eml: "EML: ", rcoa: "RCoA: ", neutral: "" };

export function Chip({ tone = "neutral", children }: { tone?: ChipTone; children: ReactNode }) {
  return (
    <span className={`inline-block px-2 py-0.5 text-xs leading-5 ${tones[tone]}`}>
      {prefixes[tone] && <span className="sr-only">{prefixes[tone]}</span>}
      {children}
    </span>
  );
}
