import type { Metadata } from "next";

export const metadata: Metadata = { title: "Email Login" };

export default function Page() {
  return <h1 className="text-2xl font-semibold">Email Login</h1>;
}
