import { z } from "zod";

// Payloads of the sign-in calls (spec §7), shared by the routes and the forms.

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Please enter your username").max(150),
  password: z.string().min(1, "Please enter your password").max(1024),
  remember_me: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;
