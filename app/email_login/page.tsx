import type { Metadata } from "next";
import { EmailLinkLogin } from "@/components/auth/EmailLinkLogin";

export const metadata: Metadata = { title: "Email Login" };

export default async function EmailLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { link_id: linkId } = await searchParams;
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-semibold">Email Login</h1>
      <EmailLinkLogin linkId={typeof linkId === "string" ? linkId : null} />
    </section>
  );
}
