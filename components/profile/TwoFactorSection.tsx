import { Button } from "@/components/ui/Button";
import { ProfileSection } from "./ProfileSection";

export function TwoFactorSection({ enabled, onManage }: { enabled: boolean; onManage(): void }) {
  return (
    <ProfileSection id="twofa-heading" title="Two-factor authentication">
      <p>
        Status: <strong className={enabled ? "text-green-800" : "text-slate-800"}>{enabled ? "On" : "Off"}</strong>
      </p>
      <div>
        <Button variant="secondary" onClick={onManage}>
          Manage 2FA
        </Button>
      </div>
    </ProfileSection>
  );
}
