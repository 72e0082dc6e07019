// Adds lockfile entries for optional platform packages (macOS/Windows builds of @next/swc,
// @tailwindcss/oxide, ...) that a lockfile written on Linux can lack, without which `npm ci`
// fails on every machine ("Missing: @next/swc-darwin-arm64 from lock file"). Each entry names
// the version, os and cpu, so npm skips it where it does not apply and fetches it where it does.
// Run after `npm install` changes the lockfile: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const OS = ["darwin", "win32", "linux", "android", "freebsd", "openbsd", "netbsd", "sunos", "aix", "openharmony"];
const CPU = ["arm64", "x64", "ia32", "arm", "wasm32", "ppc64", "s390x", "riscv64", "loong64", "mips64el"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[base] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    const version = String(range).replace(/^[\^~=]/, "");
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added++;
  }
}
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`complete-lockfile: ${added} platform package entries added`);
