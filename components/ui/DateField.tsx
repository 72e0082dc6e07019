"use client";

import { useId, useState } from "react";
import { Popover } from "radix-ui";
import { DayPicker } from "react-day-picker";
import { enGB } from "react-day-picker/locale/en-GB";
import "react-day-picker/style.css";
import { DATE_MAX, DATE_MIN, formatUkDate, parseUkDate } from "@/lib/dates";
import { FieldErrors } from "./LabelledField";

// A date typed as dd/MM/yyyy or picked from a calendar (UK locale, Monday first, 1900-2099),
// docs/product.md#business-constants. The value is "yyyy-MM-dd", "" when empty; text that is not a date is passed on
// as typed so the shared schema reports it under the field.

const PICKER_START = isoToDate(DATE_MIN);
const PICKER_END = isoToDate(DATE_MAX);

function isoToDate(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
}

function dateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function DateField({
  label,
  value,
  onChange,
  errors,
  required,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  errors?: string[];
  required?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const [open, setOpen] = useState(false);
  // What the person sees; follows `value` whenever it changes from outside (picker, reload).
  const [text, setText] = useState(() => (ISO.test(value) ? formatUkDate(value) : value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    const fromValue = ISO.test(value) ? formatUkDate(value) : value;
    if (fromValue !== text.trim() && parseUkDate(text) !== value) setText(fromValue);
  }

  const selected = ISO.test(value) ? isoToDate(value) : undefined;
  const hasErrors = !!errors && errors.length > 0;

  function onType(next: string) {
    setText(next);
    const trimmed = next.trim();
    onChange(trimmed === "" ? "" : (parseUkDate(trimmed) ?? trimmed));
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-1">
        <input
          id={id}
          value={text}
          onChange={(e) => onType(e.target.value)}
          placeholder="dd/mm/yyyy"
          autoComplete="off"
          required={required}
          aria-invalid={hasErrors || undefined}
          aria-describedby={hasErrors ? `${hintId} ${errorId}` : hintId}
          className="w-36 rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-sky-700 focus:outline-2 focus:outline-sky-700 aria-[invalid]:border-red-700"
        />
        <span id={hintId} className="sr-only">
          Format dd/mm/yyyy
        </span>
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger
            aria-label={`Choose ${label}`}
            className="rounded border border-slate-400 bg-white px-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700"
          >
            <CalendarIcon />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              aria-label={`Calendar: ${label}`}
              align="start"
              sideOffset={4}
              // Focus the chosen day (or today), where arrow keys move, not the month buttons.
              onOpenAutoFocus={(e) => {
                e.preventDefault();
                const content = e.currentTarget as HTMLElement;
                requestAnimationFrame(() => content.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]')?.focus());
              }}
              className="z-[60] rounded-lg border border-slate-300 bg-white p-2 shadow-lg [--rdp-accent-background-color:var(--color-sky-100)] [--rdp-accent-color:var(--color-sky-800)] [--rdp-day-height:36px] [--rdp-day-width:36px] [--rdp-day_button-height:34px] [--rdp-day_button-width:34px]"
            >
              <DayPicker
                mode="single"
                locale={enGB}
                weekStartsOn={1}
                captionLayout="dropdown"
                startMonth={PICKER_START}
                endMonth={PICKER_END}
                defaultMonth={selected}
                selected={selected}
                onSelect={(date) => {
                  if (date) {
                    const iso = dateToIso(date);
                    setText(formatUkDate(iso));
                    onChange(iso);
                  }
                  setOpen(false);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
