import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import { inter } from "./fonts";
import { SessionProvider } from "@/components/session/SessionProvider";
import { TopNav } from "@/components/nav/TopNav";
import { MessageBanner } from "@/components/ui/MessageBanner";
import { guessWindowWidth } from "@/lib/window-width-guess";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Project Directory", template: "%s · Project Directory" },
  description: "Projects and milestones of the anaesthesia education collaboration",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request so Next can put the CSP nonce of proxy.ts on its scripts.
  await connection();
  return (
    <html lang="en-GB" className={inter.variable}>
      <body className="min-h-screen font-sans">
        <SessionProvider initialWidth={guessWindowWidth(await headers())}>
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
            Skip to content
          </a>
          <TopNav />
          <MessageBanner />
          <main id="main" className="mx-auto max-w-screen-xl px-3 py-4 sm:px-4">
            {children}
          </main>
        </SessionProvider>
      </body>
    </html>
  );
}
