// Stands in for `server-only` in tests: the real module throws outside a React server bundle.
export {};
