import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      // other build folders: the e2e suite's and any NEXT_DIST_DIR
      ".next-*/**",
      ".data/**",
      "lib/generated/**",
      "test-results/**",
      "playwright-report/**",
      "bench/work/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
