"use client";

import { useState } from "react";
import { Combobox, type ComboboxOption } from "@/components/ui/Combobox";
import { usePersonOptions } from "./use-person-options";

/** One person search for a new lead; typing again drops the earlier pick. */
export function LeadPicker({ label, excludeId, onPick }: { label: string; excludeId: number; onPick(option: ComboboxOption | null): void }) {
  const [term, setTerm] = useState("");
  const { options, busy } = usePersonOptions(term, excludeId);
  return (
    <Combobox
      label={label}
      inputValue={term}
      onInputChange={(value) => {
        setTerm(value);
        onPick(null);
      }}
      options={options}
      busy={busy}
      onSelect={(option) => {
        setTerm(option.label);
        onPick(option);
      }}
    />
  );
}
