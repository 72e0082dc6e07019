"use client";

import { MailSwitchSection } from "./MailSwitchSection";

// "Review reminders" (docs/product.md#review-reminders): a project's leads are asked now and then
// whether its entry is still right; a member can stop those mails here, or start them again
// (which also undoes an unsubscribe from a reminder's link).
export function RemindersSection() {
  return (
    <MailSwitchSection
      path="/api/profile/reminders/"
      id="reminders-heading"
      title="Review reminders"
      label="Email me review reminders"
      saidOn="Review reminders are on."
      saidOff="Review reminders are off."
    >
      When a project you lead has not changed for a long time, or is past its completion date, we email you to ask whether it is still current.
    </MailSwitchSection>
  );
}
