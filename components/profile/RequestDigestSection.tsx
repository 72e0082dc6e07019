"use client";

import { MailSwitchSection } from "./MailSwitchSection";

// "Daily digest of requests" (editors and admins, docs/product.md#interest-requests): each new
// request to join a milestone is mailed to its leads; editors and admins get one mail a day of
// those asked since, unless they turn it off here (or unsubscribed with the digest's link, which
// turning it on again undoes).
export function RequestDigestSection() {
  return (
    <MailSwitchSection
      path="/api/interest/digest/"
      id="request-digest-heading"
      title="Daily digest of requests"
      label="Email me a daily digest of new requests"
      saidOn="The daily digest is on."
      saidOff="The daily digest is off."
    >
      Each new request to join a milestone is mailed to its leads at once. As an editor or administrator you get one mail a day listing the new ones
      instead, and each request at once only when its project has no lead who could decide it.
    </MailSwitchSection>
  );
}
