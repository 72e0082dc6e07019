import bcrypt from "bcryptjs";
import { bcryptInput, passwordCost } from "@/lib/auth/password-format";

// The seed hashes in its own process, without the app's hashing pool (lib/auth/bcrypt-pool.ts),
// in the app's format (lib/auth/password-format.ts).

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(bcryptInput(plain), passwordCost());
}
