import { memo } from "react";
import { Chip } from "@/components/ui/Chip";
import type { ProjectDomains } from "@/lib/projects/types";

// EML chips then RCoA chips; the two taxonomies have their own look (see Chip).
export const DomainChips = memo(function DomainChips({ domains }: { domains: ProjectDomains }) {
  if (domains.eml.length === 0 && domains.rcoa.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      {domains.eml.length > 0 && (
        <ul aria-label="EML domains" className="flex flex-wrap gap-1">
          {domains.eml.map((d) => (
            <li key={d.id}>
              <Chip tone="eml">{d.description}</Chip>
            </li>
          ))}
        </ul>
      )}
      {domains.rcoa.length > 0 && (
        <ul aria-label="RCoA domains" className="flex flex-wrap gap-1">
          {domains.rcoa.map((d) => (
            <li key={d.id}>
              <Chip tone="rcoa">{d.description}</Chip>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
