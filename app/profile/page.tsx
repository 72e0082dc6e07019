import type { Metadata } from "next";
import { ProfileScreen } from "@/components/profile/ProfileScreen";

export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { verify } = await searchParams;
  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="mb-4 text-2xl font-semibold">My Profile</h1>
      <ProfileScreen verifyLinkId={typeof verify === "string" ? verify : null} />
    </section>
  );
}
