// Numeric user levels (docs/product.md#user-levels). Levels 1 and 4 behave like the level below
// them.

export const LEVEL = {
  unknown: -1,
  anonymous: 0,
  quickAccess: 2,
  account: 3,
  messages: 5,
  editor: 6,
  admin: 9,
} as const;

/** What a stored level is allowed to do: 1 acts as 0, 4 as 3. */
export function effectiveLevel(level: number): number {
  if (level === 1) return 0;
  if (level === 4) return 3;
  return level;
}
