import "server-only";
import { db } from "@/lib/db";

// Whether the database answers a trivial query within DATABASE_TIMEOUT_MS (the health check).

const DATABASE_TIMEOUT_MS = 2000;

export async function databaseAnswers(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const query = db.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
