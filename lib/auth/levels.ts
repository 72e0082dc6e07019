// The access levels live in lib/levels.ts, below every domain. This name stays for the calls
// table (lib/http/calls.ts), which is being split into per-domain fragments; new code imports
// lib/levels.ts.
export * from "@/lib/levels";
