import localFont from "next/font/local";

// Served from the app itself: no font is fetched from a third party at build or run time.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
});
