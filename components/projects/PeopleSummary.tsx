import { Button } from "@/components/ui/Button";
import { LEAD_ROLE, type PersonOnItem } from "@/lib/projects/types";
import { FieldErrors } from "@/components/ui/LabelledField";

// The People part of an editor: who is on it now (including unsaved changes) and the button
// that opens Change People / Roles.
export function PeopleSummary({ people, errors, onChange }: { people: PersonOnItem[]; errors?: string[]; onChange(): void }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="font-medium text-slate-800">People</span>
      {people.length === 0 ? (
        <p className="text-sm text-slate-700">No people yet</p>
      ) : (
        <ul className="text-sm">
          {people.map((p) => (
            <li key={p.id}>
              <span className={p.role === LEAD_ROLE ? "font-semibold" : undefined}>{p.name}</span>
              <span className="text-slate-700"> · {p.role_display}</span>
            </li>
          ))}
        </ul>
      )}
      <FieldErrors errors={errors} />
      <Button variant="secondary" className="self-start" onClick={onChange}>
        Change People / Roles
      </Button>
    </div>
  );
}
