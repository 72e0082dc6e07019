import { memo } from "react";
import { Chip, type ChipTone } from "@/components/ui/Chip";
import type { DomainItem, ProjectDomains } from "@/lib/projects/types";

// EML chips then RCoA chips; the two taxonomies have their own look (see Chip), and each row
// starts with its name as a visible key, on the chips' own line so a row grows no taller. Screen
// readers hear the list's name instead of the key.
export const DomainChips = memo(function DomainChips({ domains }: { domains: ProjectDomains }) {
  if (domains.eml.length === 0 && domains.rcoa.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <Chips name="EML" tone="eml" list={domains.eml} />
      <Chips name="RCoA" tone="rcoa" list={domains.rcoa} />
    </div>
  );
});

function Chips({ name, tone, list }: { name: string; tone: ChipTone; list: DomainItem[] }) {
  if (list.length === 0) return null;
  return (
    <ul aria-label={`${name} domains`} className="flex flex-wrap items-center gap-1">
      <li aria-hidden="true" className="text-xs font-semibold text-slate-700">
        {name}
      </li>
      {list.map((d) => (
        <li key={d.id}>
          <Chip tone={tone}>{d.description}</Chip>
        </li>
      ))}
    </ul>
  );
}
