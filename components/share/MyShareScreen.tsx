"use client";

import { useCallback, useEffect, useState } from "react";
import { usePartners } from "@/components/organisations/use-partners";
import { useSession } from "@/components/session/SessionProvider";
import { Spinner } from "@/components/ui/Spinner";
import { toast } from "@/components/ui/toast";
import { LEVEL } from "@/lib/levels";
import type { CreatedShareLink, ShareLinkView } from "@/lib/share/schemas";
import { CreateShareLinkForm } from "./CreateShareLinkForm";
import { LevelGate } from "@/components/session/LevelGate";
import { NewShareLinkDialog } from "./NewShareLinkDialog";
import { RevokeShareLinkDialog } from "./RevokeShareLinkDialog";
import { ShareLinkList } from "./ShareLinkList";
import { fetchShareLinks } from "./share-calls";

const PHONE_WIDTH = 760;

// /my_share/ (level 9): create, list and revoke the links that show an organisation's projects.
export function MyShareScreen() {
  return (
    <LevelGate minLevel={LEVEL.admin} title="My Share">
      <ShareLinks />
    </LevelGate>
  );
}

function ShareLinks() {
  const { windowWidth } = useSession();
  const partners = usePartners();
  const [links, setLinks] = useState<ShareLinkView[] | null>(null);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const [revoking, setRevoking] = useState<ShareLinkView | null>(null);

  const reload = useCallback(async () => {
    const answer = await fetchShareLinks();
    if (answer.responseStatus === 200) setLinks(answer.links);
  }, []);
  useEffect(() => {
    let live = true;
    void fetchShareLinks().then((answer) => live && answer.responseStatus === 200 && setLinks(answer.links));
    return () => {
      live = false;
    };
  }, []);

  const onCreated = (answer: CreatedShareLink) => {
    setCreated(answer);
    setLinks((list) => [answer.link, ...(list ?? [])]);
  };
  const onRevoked = (link: ShareLinkView) => {
    setRevoking(null);
    toast(`The link for ${link.organisationName}${link.label ? ` (${link.label})` : ""} is revoked.`);
    setLinks((list) => list?.map((l) => (l.id === link.id ? link : l)) ?? null);
  };

  return (
    <section aria-labelledby="my-share-title" className="flex flex-col gap-4">
      <h1 id="my-share-title" className="text-2xl font-semibold">
        My Share
      </h1>
      {partners === null ? (
        <Spinner label="Loading the organisations" />
      ) : partners === "failed" ? (
        <p role="alert">The organisations could not be loaded. Please reload the page.</p>
      ) : partners.length === 0 ? (
        <p>There are no organisations to share with yet. Add one in Admin first.</p>
      ) : (
        <CreateShareLinkForm partners={partners} onCreated={onCreated} />
      )}
      {/* A region of its own: focus lands on its heading when a revoked link's button goes. */}
      <section aria-labelledby="share-links-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="share-links-title" className="text-lg font-semibold">
            Share links
          </h2>
          <button type="button" className="text-sky-800 underline" onClick={() => void reload()}>
            Refresh
          </button>
        </div>
        {links === null ? (
          <Spinner label="Loading the share links" />
        ) : (
          <ShareLinkList links={links} stacked={windowWidth < PHONE_WIDTH} onRevoke={setRevoking} />
        )}
      </section>
      {created && <NewShareLinkDialog created={created} onClose={() => setCreated(null)} />}
      {revoking && <RevokeShareLinkDialog link={revoking} onClose={() => setRevoking(null)} onRevoked={onRevoked} />}
    </section>
  );
}
