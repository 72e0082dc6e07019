import type { Metadata } from "next";

export const metadata: Metadata = { title: "Password Reset" };

export default function Page() {
  return <h1 className="text-2xl font-semibold">Password Reset</h1>;
}
