import type { Metadata } from "next";
import { CameraTestScreen } from "@/components/camera/CameraTestScreen";

export const metadata: Metadata = { title: "Camera Test" };

export default function Page() {
  return <CameraTestScreen />;
}
