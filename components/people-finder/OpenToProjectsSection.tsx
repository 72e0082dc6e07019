"use client";

import { useEffect, useRef, useState } from "react";
import { fetchReferenceLists } from "@/components/projects/project-calls";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { Button } from "@/components/ui/Button";
import { Chip } from "@/components/ui/Chip";
import { focusResult } from "@/components/ui/focus-result";
import type { MultiSelectOption } from "@/components/ui/MultiSelect";
import { apiGet, apiPost } from "@/lib/client/api";
import { formatUkDate } from "@/lib/dates";
import { STAGE_NAMES } from "@/lib/interest/constants";
import { FINDER_MESSAGES, savedMessage } from "@/lib/people-finder/messages";
import type { OpenToProjectsAnswer } from "@/lib/people-finder/schemas";
import { OpenToProjectsForm, type OpenForm } from "./OpenToProjectsForm";
import { endedOn, OPEN_TEXTS as T, shownUntil } from "./texts";

type Domains = { eml: MultiSelectOption[]; rcoa: MultiSelectOption[] };

// "Open to projects" on My Profile (docs/product.md#open-to-projects): off until the member says
// so; then what they said, until when, with Change and Turn off. After a save or a turn-off,
// focus goes to the sentence that says what happened. `onSaved`: the profile reads its details
// again (a first save may have given the account its name).
export function OpenToProjectsSection({ onSaved }: { onSaved(): void }) {
  const [answer, setAnswer] = useState<OpenToProjectsAnswer | null>(null);
  const [domains, setDomains] = useState<Domains>({ eml: [], rcoa: [] });
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof OpenForm, string[]>>>({});
  const [said, setSaid] = useState("");
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    void apiGet("/api/profile/open_to_projects/", { redirectOn403: false, announce: false }).then((a) => {
      if (live && a.responseStatus === 200) setAnswer(a);
    });
    void fetchReferenceLists().then((lists) => {
      if (live && lists) setDomains({ eml: lists.eml, rcoa: lists.rcoa });
    });
    return () => {
      live = false;
    };
  }, []);

  function done(next: OpenToProjectsAnswer, sentence: string) {
    setAnswer(next);
    setEditing(false);
    setErrors({});
    setSaid(sentence);
    focusResult(() => status.current);
  }

  async function save(form: OpenForm) {
    setBusy(true);
    const names = answer?.needs_name ? { first_name: form.first_name, last_name: form.last_name } : {};
    const a = await apiPost("/api/profile/open_to_projects/", { ...form, ...names }, { announce: false });
    setBusy(false);
    if (a.responseStatus === 200 && a.entry) {
      onSaved();
      return done(a as OpenToProjectsAnswer, savedMessage(formatUkDate(a.entry.until)));
    }
    setErrors(a.errors ?? { stage: [a.errorMessage ?? FINDER_MESSAGES.stage] });
  }

  async function turnOff() {
    setBusy(true);
    const a = await apiPost("/api/profile/open_to_projects/off/", {});
    setBusy(false);
    if (a.responseStatus === 200) done(a, FINDER_MESSAGES.off);
  }

  if (!answer) return null;
  const entry = answer.entry;
  const names = (ids: number[], list: MultiSelectOption[]) => list.filter((d) => ids.includes(d.id));
  const organisation = answer.organisations.find((o) => o.id === entry?.organisation)?.name ?? T.noOrganisation;
  return (
    <ProfileSection id="open-to-projects-heading" title={T.title}>
      <p ref={status} tabIndex={-1} role="status" className="text-sm font-medium">
        {said}
      </p>
      {editing ? (
        <OpenToProjectsForm answer={answer} domains={domains} errors={errors} busy={busy} onSave={(f) => void save(f)} onCancel={() => setEditing(false)} />
      ) : entry ? (
        <>
          <p className="text-slate-700">{entry.ended ? endedOn(formatUkDate(entry.until)) : shownUntil(formatUkDate(entry.until))}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium">{T.stage}</dt>
            <dd>{STAGE_NAMES[entry.stage]}</dd>
            <dt className="font-medium">{T.organisation}</dt>
            <dd>{organisation}</dd>
            <dt className="font-medium">{T.availableFrom}</dt>
            <dd>{entry.available_from > answer.proposed.available_from ? formatUkDate(entry.available_from) : T.availableNow}</dd>
            <dt className="font-medium">Domains</dt>
            <dd className="flex flex-wrap gap-1">
              {names(entry.eml, domains.eml).map((d) => <Chip key={d.id} tone="eml">{d.description}</Chip>)}
              {names(entry.rcoa, domains.rcoa).map((d) => <Chip key={d.id} tone="rcoa">{d.description}</Chip>)}
              {!entry.eml.length && !entry.rcoa.length && T.none}
            </dd>
            {entry.note && (
              <>
                <dt className="font-medium">Note</dt>
                <dd className="whitespace-pre-wrap break-words">{entry.note}</dd>
              </>
            )}
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>{T.change}</Button>
            <Button variant="secondary" disabled={busy} onClick={() => void turnOff()}>{T.turnOff}</Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-slate-700">{T.offIntro}</p>
          <div>
            <Button onClick={() => setEditing(true)}>{T.start}</Button>
          </div>
        </>
      )}
    </ProfileSection>
  );
}
