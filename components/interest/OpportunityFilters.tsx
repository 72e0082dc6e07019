"use client";

import { SelectField, type SelectOption } from "@/components/ui/SelectField";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { OPPORTUNITY_TEXT_MAX } from "@/lib/interest/constants";
import { STAGE_WANTED_OPTIONS, type BoardFilter } from "./opportunity-filters";

// Open to join's filters: stage wanted, an EML and an RCoA domain, and text. A choice applies at
// once; the text once typing pauses (the screen keeps both in the address).

// Long domain names must not widen a select past a phone screen.
const FIT = { width: "100%", minWidth: 0 } as const;

export function OpportunityFilters({
  filter,
  text,
  eml,
  rcoa,
  filtered,
  onChoose,
  onText,
  onClear,
}: {
  filter: BoardFilter;
  text: string;
  eml: SelectOption[];
  rcoa: SelectOption[];
  filtered: boolean;
  onChoose(change: Partial<BoardFilter>): void;
  onText(text: string): void;
  onClear(): void;
}) {
  const pick = (value: string) => (value ? Number(value) : null);
  // A domain the lists do not offer (retired, or a hand-made link) shows as none chosen.
  const shown = (options: SelectOption[], id: number | null) => (options.some((o) => o.id === id) ? (id as number) : "");
  return (
    <form
      method="post"
      role="search"
      aria-label="Filter the milestones"
      onSubmit={(e) => e.preventDefault()}
      className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        label="Stage wanted"
        className="min-w-0"
        style={FIT}
        placeholder="All stages"
        options={STAGE_WANTED_OPTIONS}
        value={filter.stage ?? ""}
        onChange={(e) => onChoose({ stage: pick(e.target.value) as BoardFilter["stage"] })}
      />
      <SelectField
        label="EML domain"
        className="min-w-0"
        style={FIT}
        placeholder="All EML domains"
        options={eml}
        value={shown(eml, filter.eml)}
        onChange={(e) => onChoose({ eml: pick(e.target.value) })}
      />
      <SelectField
        label="RCoA domain"
        className="min-w-0"
        style={FIT}
        placeholder="All RCoA domains"
        options={rcoa}
        value={shown(rcoa, filter.rcoa)}
        onChange={(e) => onChoose({ rcoa: pick(e.target.value) })}
      />
      <TextField
        label="Search text"
        type="search"
        className="min-w-0"
        maxLength={OPPORTUNITY_TEXT_MAX}
        value={text}
        onChange={(e) => onText(e.target.value)}
      />
      {filtered && (
        <div className="sm:col-span-2 lg:col-span-4">
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}
