"use client";

import { useState, type ReactNode } from "react";
import { Combobox, type ComboboxOption } from "@/components/ui/Combobox";
import { Dialog } from "@/components/ui/Dialog";
import { usePersonOptions } from "./use-person-options";

// A dialog around one person search: type, pick from "First Last (email)", act on the pick.
// Linking an account to a person and merging a duplicate person both choose a person this way;
// what they do with the choice is their footer. Typing again drops the earlier pick.
export function PersonPickerDialog({
  title,
  description,
  maxWidth,
  label,
  excludeId,
  message,
  onClose,
  footer,
}: {
  title: string;
  description: string;
  maxWidth: number;
  /** The search field's label. */
  label: string;
  /** A person who may not be picked (e.g. the duplicate itself). */
  excludeId?: number;
  /** Why the last action failed, shown under the field. */
  message: string;
  onClose(): void;
  footer(picked: ComboboxOption | null): ReactNode;
}) {
  const [term, setTerm] = useState("");
  const [picked, setPicked] = useState<ComboboxOption | null>(null);
  const { options, busy } = usePersonOptions(term, excludeId);

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={title} description={description} maxWidth={maxWidth} footer={footer(picked)}>
      <Combobox
        label={label}
        inputValue={term}
        onInputChange={(value) => {
          setTerm(value);
          setPicked(null);
        }}
        options={options}
        busy={busy}
        onSelect={(option) => {
          setPicked(option);
          setTerm(option.label);
        }}
      />
      {message && (
        <p role="alert" className="mt-2 text-red-800">
          {message}
        </p>
      )}
    </Dialog>
  );
}
