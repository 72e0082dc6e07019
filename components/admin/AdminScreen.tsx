"use client";

import { useSearchParams } from "next/navigation";
import { Tabs } from "radix-ui";
import { currentUrl, pushUrl, withParams } from "@/lib/client/history";
import { AccountsTab } from "@/components/auth/accounts/AccountsTab";
import { OrganisationsTab } from "@/components/organisations/OrganisationsTab";
import { PeopleTab } from "@/components/people/PeopleTab";
import { ReferenceTab } from "@/components/reference/ReferenceTab";
import { MailTab } from "@/components/mail/MailTab";
import { RetentionTab } from "@/components/retention/RetentionTab";
import { ImportTab } from "@/components/import/ImportTab";
import { LEVEL } from "@/lib/levels";

const ADMIN_TABS = [
  { value: "accounts", label: "Accounts", Panel: AccountsTab },
  { value: "organisations", label: "Organisations", Panel: OrganisationsTab },
  { value: "reference", label: "Reference lists", Panel: ReferenceTab },
  { value: "people", label: "People", Panel: PeopleTab },
  { value: "mail", label: "Mail", Panel: MailTab },
  { value: "retention", label: "Retention", Panel: RetentionTab },
] as const;

// Editors (levels 6 to 8) see the Import tab only; every other tab's calls are for level 9.
const IMPORT_TAB = { value: "import", label: "Import", Panel: ImportTab } as const;
const tabsFor = (level: number) => (level >= LEVEL.admin ? [...ADMIN_TABS, IMPORT_TAB] : [IMPORT_TAB]);

// The administration screen: one tab per area; each panel loads its own data when first shown.
// The tab is the address's (?tab=people; none for the first), each change a history entry, so
// Back returns to the previous tab; a tab's search (?search=) starts empty on another tab.
export function AdminScreen({ level }: { level: number }) {
  const TABS = tabsFor(level);
  const asked = useSearchParams().get("tab");
  const tab = TABS.find((t) => t.value === asked)?.value ?? TABS[0].value;
  const choose = (value: string) => pushUrl(withParams(currentUrl(), { tab: value === TABS[0].value ? null : value, search: null }));
  return (
    <Tabs.Root value={tab} onValueChange={choose} className="flex flex-col gap-4">
      <Tabs.List aria-label="Administration areas" className="flex flex-wrap gap-1 border-b border-slate-300">
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px rounded-t border border-transparent px-3 py-2 font-medium text-slate-700 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-sky-700 data-[state=active]:border-slate-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-sky-900"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Panel }) => (
        <Tabs.Content key={value} value={value} className="focus-visible:outline-2 focus-visible:outline-sky-700">
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
