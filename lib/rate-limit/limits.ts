// Limits of DESIGN §6. Windows are fixed (aligned to the clock), so "5 in 15 minutes" means
// 5 in the current quarter hour: simple, shared by every instance, and never stricter than stated.

const MINUTE = 60 * 1000;

export const LIMITS = {
  accountFailures: { max: 5, windowMs: 15 * MINUTE },
  ipFailures: { max: 10, windowMs: MINUTE },
  mailPerAddressMinute: { max: 3, windowMs: MINUTE },
  mailPerAddressHour: { max: 10, windowMs: 60 * MINUTE },
  mailPerIpMinute: { max: 20, windowMs: MINUTE },
} as const;
