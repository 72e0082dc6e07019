import Link from "next/link";
import { MESSAGES } from "@/lib/auth/messages";

export default function NotFound() {
  return (
    <section className="py-10 text-center">
      <h1 className="text-2xl font-semibold">{MESSAGES.notFound}</h1>
      <p className="mt-4">
        <Link href="/profile/" className="text-sky-800 underline">
          Back to your profile
        </Link>
      </p>
    </section>
  );
}
