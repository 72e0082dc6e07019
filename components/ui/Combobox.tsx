"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

export type ComboboxOption = { id: number; label: string };

// A text box with a list of suggestions (WAI-ARIA combobox with list autocomplete): arrows move
// through the options (aria-activedescendant keeps focus in the box), Enter picks, Escape
// closes. The caller fetches the options for what was typed.
export function Combobox({
  label,
  inputValue,
  onInputChange,
  options,
  onSelect,
  busy = false,
  emptyText = "No matches",
}: {
  label: string;
  inputValue: string;
  onInputChange(value: string): void;
  options: ComboboxOption[];
  onSelect(option: ComboboxOption): void;
  busy?: boolean;
  emptyText?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && inputValue.trim() !== "";
  const activeOption = showList && active >= 0 && active < options.length ? options[active] : undefined;
  const inputRef = useRef<HTMLInputElement>(null);

  // Escape with the list open closes only the list. A dialog around listens for Escape on the
  // document in the capture phase, so the key is caught earlier, on the window.
  useEffect(() => {
    if (!showList) return;
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape" || document.activeElement !== inputRef.current) return;
      e.stopPropagation();
      e.preventDefault();
      setOpen(false);
    };
    window.addEventListener("keydown", onEscape, { capture: true });
    return () => window.removeEventListener("keydown", onEscape, { capture: true });
  }, [showList]);

  function pick(option: ComboboxOption) {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (e.key === "Enter" && activeOption) {
      e.preventDefault();
      pick(activeOption);
    }
  }

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        aria-busy={busy || undefined}
        value={inputValue}
        onChange={(e) => {
          onInputChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        className="rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-sky-700 focus:outline-2 focus:outline-sky-700"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        className="absolute left-0 right-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded border border-slate-300 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${option.id}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: picking must happen before the input's blur closes the list
            onMouseDown={(e) => {
              e.preventDefault();
              pick(option);
            }}
            className={`cursor-pointer px-3 py-1.5 ${index === active ? "bg-sky-800 text-white" : "text-slate-900 hover:bg-slate-100"}`}
          >
            {option.label}
          </li>
        ))}
        {options.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-1.5 text-slate-600">
            {busy ? "Searching ..." : emptyText}
          </li>
        )}
      </ul>
    </div>
  );
}
