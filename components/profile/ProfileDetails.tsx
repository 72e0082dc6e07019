import type { ProfileAnswer } from "@/lib/auth/schemas";

export function ProfileDetails({ profile }: { profile: ProfileAnswer }) {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      <dt className="font-medium text-slate-700">Name</dt>
      <dd>{name || "Not given"}</dd>
      <dt className="font-medium text-slate-700">Username</dt>
      <dd className="break-all">{profile.userName}</dd>
    </dl>
  );
}
