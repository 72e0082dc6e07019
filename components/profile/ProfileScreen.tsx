"use client";

import { useState } from "react";
import { LEVEL } from "@/lib/levels";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { ReauthProvider } from "@/components/auth/ReauthProvider";
import { AddPasskeyDialog } from "./AddPasskeyDialog";
import { CalendarFeedSection } from "./CalendarFeedSection";
import { ChangePasswordDialog } from "./ChangePasswordDialog";
import { ContributionsSection } from "./ContributionsSection";
import { DoneDialog } from "./DoneDialog";
import { DownloadMyDataSection } from "./DownloadMyDataSection";
import { EmailMenuDialog } from "./EmailMenuDialog";
import { EmailSection } from "./EmailSection";
import { Manage2faDialog } from "./Manage2faDialog";
import { InvitationsSection } from "@/components/people-finder/InvitationsSection";
import { OpenToProjectsSection } from "@/components/people-finder/OpenToProjectsSection";
import { PasskeyList } from "./PasskeyList";
import { ProfileDetails } from "./ProfileDetails";
import { ProfileSection } from "./ProfileSection";
import { RemindersSection } from "./RemindersSection";
import { RequestDigestSection } from "./RequestDigestSection";
import { SavedSearchesSection } from "./SavedSearchesSection";
import { SessionsSection } from "./SessionsSection";
import { TwoFactorSection } from "./TwoFactorSection";
import { useProfile } from "./useProfile";
import { useProfileGuard } from "./useProfileGuard";
import { useVerifyEmailLink } from "./useVerifyEmailLink";
import { WhatNeedsYou } from "./WhatNeedsYou";

type OpenDialog = "changePassword" | "passwordChanged" | "twoFactor" | "email" | "emailChanged" | "addPasskey" | "passkeyAdded" | null;

// The profile page (docs/product.md#screens-and-routes, docs/product.md#entities): who you are,
// email and its status, 2FA, password, passkeys, open to projects, saved searches, review reminders, the calendar
// feed, the daily digest of requests (editors and admins), sessions, My contributions.
export function ProfileScreen({ verifyLinkId }: { verifyLinkId: string | null }) {
  const { allowed, userLevel } = useProfileGuard();
  const { profile, reload } = useProfile(allowed);
  const linkResult = useVerifyEmailLink(verifyLinkId, !!profile, () => void reload());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [passkeyVersion, setPasskeyVersion] = useState(0);
  const show = (next: OpenDialog) => (open: boolean) => setDialog(open ? next : null);

  if (!allowed || !profile) return <Spinner label="Loading your profile" />;
  return (
    <ReauthProvider>
      <div aria-live="polite">
        {linkResult && (
          <p className={`mb-4 rounded px-3 py-2 ${linkResult.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}>{linkResult.message}</p>
        )}
      </div>
      <WhatNeedsYou />
      <InvitationsSection />
      <div className="grid gap-4 md:grid-cols-2">
        <ProfileSection id="details-heading" title="Your details">
          <ProfileDetails profile={profile} />
          <div>
            <Button variant="secondary" onClick={() => setDialog("changePassword")}>
              Change Password
            </Button>
          </div>
        </ProfileSection>
        <EmailSection profile={profile} onChanged={() => void reload()} onChangeEmail={() => setDialog("email")} />
        <TwoFactorSection enabled={profile.TwoFAEnabled} onManage={() => setDialog("twoFactor")} />
        <PasskeyList version={passkeyVersion} onAdd={() => setDialog("addPasskey")} />
        <OpenToProjectsSection onSaved={() => void reload()} />
        <SavedSearchesSection />
        <RemindersSection />
        <CalendarFeedSection />
        {userLevel >= LEVEL.editor && <RequestDigestSection />}
        <SessionsSection />
        <ContributionsSection />
        <DownloadMyDataSection />

        <ChangePasswordDialog
          open={dialog === "changePassword"}
          userLevel={userLevel}
          onOpenChange={show("changePassword")}
          onChanged={() => setDialog("passwordChanged")}
          onCreatePasskey={() => setDialog("addPasskey")}
        />
        <DoneDialog open={dialog === "passwordChanged"} title="Password Changed" onClose={() => setDialog(null)}>
          <p>Your password has been changed. Other devices signed in to your account have been signed out.</p>
        </DoneDialog>
        <Manage2faDialog open={dialog === "twoFactor"} enabled={profile.TwoFAEnabled} onOpenChange={show("twoFactor")} onChanged={() => void reload()} />
        <EmailMenuDialog
          open={dialog === "email"}
          currentEmail={profile.emailAddress}
          onOpenChange={show("email")}
          onChanged={() => {
            setDialog("emailChanged");
            void reload();
          }}
        />
        <DoneDialog open={dialog === "emailChanged"} title="Email Changed" onClose={() => setDialog(null)}>
          <p>Your email address has been changed. We have sent a verification code to the new address; enter it on this page to verify it.</p>
        </DoneDialog>
        <AddPasskeyDialog
          open={dialog === "addPasskey"}
          onOpenChange={show("addPasskey")}
          onAdded={() => {
            setDialog("passkeyAdded");
            setPasskeyVersion((v) => v + 1);
          }}
        />
        <DoneDialog open={dialog === "passkeyAdded"} title="Passkey Added" onClose={() => setDialog(null)}>
          <p>Your passkey has been added. Next time, choose &quot;Sign in with a passkey&quot; on the login page.</p>
        </DoneDialog>
      </div>
    </ReauthProvider>
  );
}
