"use client";

import { useId } from "react";
import { Popover } from "radix-ui";
import { Chip, type ChipTone } from "./Chip";
import { FieldErrors } from "./LabelledField";

export type MultiSelectOption = { id: number; description: string };

// Picks any number of entries from a short list: a button that opens a checkbox list in a
// popover (native checkboxes: Space toggles, Tab moves, Escape closes). The choices show as
// chips under the button.
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  tone = "neutral",
  errors,
}: {
  label: string;
  options: MultiSelectOption[];
  value: number[];
  onChange(value: number[]): void;
  tone?: ChipTone;
  errors?: string[];
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-errors`;
  const chosen = options.filter((option) => value.includes(option.id));
  const summary = chosen.length === 0 ? "None selected" : `${chosen.length} selected`;

  function toggle(optionId: number, checked: boolean) {
    onChange(checked ? [...value, optionId] : value.filter((v) => v !== optionId));
  }

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="font-medium text-slate-800">
        {label}
      </span>
      <Popover.Root>
        <Popover.Trigger
          id={`${id}-trigger`}
          aria-labelledby={`${labelId} ${id}-trigger`}
          aria-describedby={errors?.length ? errorId : undefined}
          className="flex items-center justify-between gap-2 rounded border border-slate-400 bg-white px-3 py-2 text-left text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-700"
        >
          <span>{summary}</span>
          <span aria-hidden="true">▾</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-labelledby={labelId}
            align="start"
            sideOffset={4}
            className="z-[60] max-h-72 w-[min(22rem,90vw)] overflow-y-auto rounded-lg border border-slate-300 bg-white p-2 shadow-lg"
          >
            <fieldset>
              <legend className="sr-only">{label}</legend>
              {options.map((option) => (
                <label key={option.id} className="flex cursor-pointer items-start gap-2 rounded px-2 py-1 hover:bg-slate-100">
                  <input
                    type="checkbox"
                    className="mt-1 h-4 w-4 accent-sky-800"
                    checked={value.includes(option.id)}
                    onChange={(e) => toggle(option.id, e.target.checked)}
                  />
                  <span>{option.description}</span>
                </label>
              ))}
            </fieldset>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {chosen.length > 0 && (
        <div className="flex flex-wrap gap-1" aria-label={`${label} selected`} role="group">
          {chosen.map((option) => (
            <Chip key={option.id} tone={tone}>
              {option.description}
            </Chip>
          ))}
        </div>
      )}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
