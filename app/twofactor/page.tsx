import type { Metadata } from "next";

export const metadata: Metadata = { title: "Twofactor" };

export default function Page() {
  return <h1 className="text-2xl font-semibold">Twofactor</h1>;
}
