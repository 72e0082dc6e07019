"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Combobox, type ComboboxOption } from "@/components/ui/Combobox";
import { Dialog } from "@/components/ui/Dialog";
import { SelectField } from "@/components/ui/SelectField";
import type { SavedPerson } from "@/lib/people/schemas";
import { LEAD_ROLE, type ListItem, type PersonOnItem } from "@/lib/projects/types";
import { fetchRoles, type PeopleTarget } from "./project-calls";
import { PersonDialog, type PersonDraft } from "./PersonDialog";
import { usePersonSearch } from "./use-person-search";

type Picked = { id: number; label: string; first_name: string; last_name: string; email: string };

// Change People / Roles (docs/product.md#dialogs). Edits the editor's unsaved people list; the editor's Save
// stores it.
export function PeopleRolesDialog({
  target,
  people,
  onChange,
  onClose,
}: {
  target: PeopleTarget;
  people: PersonOnItem[];
  onChange(people: PersonOnItem[]): void;
  onClose(): void;
}) {
  const [roles, setRoles] = useState<ListItem[]>([]);
  const [term, setTerm] = useState("");
  const [picked, setPicked] = useState<Picked | null>(null);
  const [role, setRole] = useState("");
  const [problem, setProblem] = useState(false);
  const [personDialog, setPersonDialog] = useState<{ person?: PersonDraft } | null>(null);
  const search = usePersonSearch(target, picked ? "" : term);
  const onList = new Set(people.map((p) => p.id));
  const options: ComboboxOption[] = search.results.filter((r) => !onList.has(r.id)).map((r) => ({ id: r.id, label: r.label }));

  useEffect(() => {
    void fetchRoles(target).then((answer) => answer.responseStatus === 200 && setRoles(answer.roles ?? []));
    // The roles belong to the record being edited, which does not change while this is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function pick(person: Picked) {
    setPicked(person);
    setTerm(person.label);
    setProblem(false);
  }

  function add() {
    const roleItem = roles.find((r) => String(r.id) === role);
    if (!picked || !roleItem || onList.has(picked.id)) return setProblem(true);
    const { id, first_name, last_name, email } = picked;
    const name = `${first_name} ${last_name}`.trim() || picked.label;
    onChange([...people, { id, first_name, last_name, email, name, role: roleItem.id, role_display: roleItem.description }]);
    setPicked(null);
    setTerm("");
    setRole("");
    setProblem(false);
  }

  function personSaved(saved: SavedPerson) {
    const name = `${saved.first_name} ${saved.last_name}`;
    if (onList.has(saved.id)) {
      onChange(people.map((p) => (p.id === saved.id ? { ...p, ...saved, name } : p)));
    } else {
      pick({ ...saved, label: saved.label || name });
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Change People / Roles"
      description="Changes here must be saved after returning to the main project dialog."
      maxWidth={460}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      <div className="flex flex-col gap-4">
        {people.length === 0 ? (
          <p className="text-sm text-slate-700">No people yet</p>
        ) : (
          <ul aria-label="Current people" className="flex flex-col gap-1">
            {people.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2 border-b border-slate-100 py-1">
                <span>
                  <span className={p.role === LEAD_ROLE ? "font-semibold" : undefined}>{p.name}</span>
                  <span className="text-sm text-slate-700"> · {p.role_display}</span>
                </span>
                <span className="flex shrink-0 gap-1">
                  {p.email && (
                    <Button
                      variant="link"
                      aria-label={`Edit ${p.name}`}
                      onClick={() => setPersonDialog({ person: { id: p.id, first_name: p.first_name, last_name: p.last_name, email: p.email } })}
                    >
                      Edit
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    className="!px-2 !py-1 text-sm"
                    aria-label={`Remove ${p.name}`}
                    onClick={() => onChange(people.filter((x) => x.id !== p.id))}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Combobox
          label="Search for Person"
          inputValue={term}
          onInputChange={(value) => {
            setTerm(value);
            setPicked(null);
          }}
          options={options}
          busy={search.busy}
          onSelect={(option) => {
            const r = search.results.find((x) => x.id === option.id);
            if (r) pick({ ...r, email: "" });
          }}
        />
        <SelectField label="Role" placeholder="Select a role" options={roles} value={role} onChange={(e) => setRole(e.target.value)} />
        {problem && (
          <p role="alert" className="text-sm text-red-800">
            Please check you have selected a person and a role to add
          </p>
        )}
        <Button variant="secondary" className="self-start" onClick={add}>
          Add
        </Button>
        <p className="text-sm">
          If the person is not found, click
          <Button variant="link" onClick={() => setPersonDialog({})}>
            here
          </Button>
          to add them.
        </p>
      </div>
      {personDialog && (
        <PersonDialog target={target} person={personDialog.person} onSaved={personSaved} onClose={() => setPersonDialog(null)} />
      )}
    </Dialog>
  );
}
