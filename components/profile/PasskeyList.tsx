"use client";

import { useCallback, useEffect, useState } from "react";
import { apiGet, apiPost } from "@/lib/client/api";
import type { PasskeySummary } from "@/lib/auth/schemas";
import { formatUkDate } from "@/lib/dates";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/toast";
import { useFreshProof } from "@/components/auth/reauth-context";
import { ProfileSection } from "./ProfileSection";

const PASSKEYS_PATH = "/api/auth/passkeys/";
const DELETE_PASSKEY_PATH = "/api/auth/delete_passkey/";

async function fetchPasskeys(): Promise<PasskeySummary[] | null> {
  const answer = await apiGet(PASSKEYS_PATH);
  return answer.responseStatus === 200 ? (answer.passkeys ?? []) : null;
}

// The account's passkeys, with add and remove (docs/product.md#calls).
export function PasskeyList({ version, onAdd }: { version: number; onAdd(): void }) {
  const [passkeys, setPasskeys] = useState<PasskeySummary[] | null>(null);
  const withFreshProof = useFreshProof();
  const [busyId, setBusyId] = useState<string | null>(null);

  const load = useCallback(async () => {
    const next = await fetchPasskeys();
    if (next) setPasskeys(next);
  }, []);

  useEffect(() => {
    let current = true;
    void fetchPasskeys().then((next) => current && next && setPasskeys(next));
    return () => {
      current = false;
    };
  }, [version]);

  async function remove(passkey: PasskeySummary) {
    setBusyId(passkey.id);
    const answer = await withFreshProof(() => apiPost(DELETE_PASSKEY_PATH, { id: passkey.id }));
    setBusyId(null);
    if (answer.responseStatus === 200) {
      toast(`Passkey "${passkey.name}" removed.`);
      await load();
    }
  }

  return (
    <ProfileSection id="passkeys-heading" title="Passkeys">
      {passkeys && passkeys.length === 0 && <p>You have no passkeys yet.</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{passkey.name}</span>
                <span className="block text-sm text-slate-700">
                  Added {formatUkDate(passkey.createdAt.slice(0, 10))}
                  {passkey.lastUsedAt ? `, last used ${formatUkDate(passkey.lastUsedAt.slice(0, 10))}` : ", not used yet"}
                </span>
              </span>
              <Button variant="secondary" onClick={() => void remove(passkey)} disabled={busyId === passkey.id} aria-label={`Remove passkey ${passkey.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" onClick={onAdd}>
          Add a passkey
        </Button>
      </div>
    </ProfileSection>
  );
}
