"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { apiPost } from "@/lib/client/api";
import { PLACES_NOT_A_NUMBER, type PlacesAnswer } from "@/lib/interest/schemas";

// "Places needed" in the milestone editor (docs/product.md#interest-requests): how many people the
// milestone needs. Saved on its own (not with the milestone's fields), for whoever may edit the
// milestone; when an accepted request fills the last place, the milestone becomes Fully subscribed.

export function PlacesField({ milestoneId }: { milestoneId: number }) {
  const [current, setCurrent] = useState<PlacesAnswer | null>(null);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  useEffect(() => {
    let live = true;
    void apiPost("/api/interest/milestone/", { milestone: milestoneId }, { redirectOn403: false, announce: false }).then((answer) => {
      if (!live || answer.responseStatus !== 200) return;
      setCurrent(answer);
      setText(answer.places === null ? "" : String(answer.places));
    });
    return () => {
      live = false;
    };
  }, [milestoneId]);

  if (!current) return null;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaved(false);
    const trimmed = text.trim();
    if (trimmed && !/^\d+$/.test(trimmed)) {
      setErrors([PLACES_NOT_A_NUMBER]);
      return;
    }
    setBusy(true);
    const answer = await apiPost("/api/interest/places/", { milestone: milestoneId, places: trimmed ? Number(trimmed) : null }, { announce: false });
    setBusy(false);
    if (answer.responseStatus === 200 && answer.milestone) {
      setCurrent({ milestone: answer.milestone, places: answer.places ?? null, people: answer.people ?? 0 });
      setErrors([]);
      setSaved(true);
    } else {
      setErrors(answer.errors?.places ?? [answer.errorMessage ?? "The places could not be saved. Please try again."]);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-lg font-semibold">
        Places
      </h3>
      <p className="text-sm text-slate-700">
        {current.people} {current.people === 1 ? "person is" : "people are"} on this milestone. When an accepted request fills the last place, the
        milestone becomes Fully subscribed and the others waiting are told.
      </p>
      <form method="post" noValidate onSubmit={(e) => void save(e)} className="flex flex-wrap items-end gap-2">
        <TextField
          label="Places needed (optional)"
          inputMode="numeric"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setSaved(false);
          }}
          errors={errors}
          className="w-48"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          Set places
        </Button>
      </form>
      <p role="status" className="text-sm">
        {saved && "Places set."}
      </p>
    </section>
  );
}
