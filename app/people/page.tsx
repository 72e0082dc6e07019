import type { Metadata } from "next";
import { PeopleDirectoryScreen } from "@/components/people-finder/PeopleDirectoryScreen";

export const metadata: Metadata = { title: "People open to projects" };

export default function Page() {
  return <PeopleDirectoryScreen />;
}
