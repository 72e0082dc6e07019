import "server-only";

// Admin changes are rare and small, but they take row and advisory locks; on a busy server the
// default two seconds to get a connection is too short and would fail a change for no reason.
export const ADMIN_TRANSACTION = { maxWait: 10_000, timeout: 20_000 } as const;
