// `npm run admin -- <command>`: the operator's command line (see docs/operations.md).
import path from "node:path";
import { config as loadDotenv } from "dotenv";
import { COMMANDS, runCommand, USAGE } from "./admin/commands";
import { connectDatabase } from "./admin/connect-database";
import { describeError } from "./admin/describe-error";
import { parseArgs } from "./admin/parse-args";

async function main(): Promise<number> {
  loadDotenv({ path: path.join(process.cwd(), ".env"), quiet: true });
  const argv = process.argv.slice(2);
  let command: string;
  try {
    command = parseArgs(argv).command;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!COMMANDS.includes(command)) {
    const known = command === "help" || command === "--help";
    (known ? console.log : console.error)(known ? USAGE : `Unknown command "${command}"\n\n${USAGE}`);
    return known ? 0 : 2;
  }
  let connection: Awaited<ReturnType<typeof connectDatabase>> | undefined;
  try {
    connection = await connectDatabase();
    await runCommand(argv, (line) => console.log(line));
    return 0;
  } catch (error) {
    console.error(describeError(error));
    return 1;
  } finally {
    if (connection) {
      const { db } = await import("@/lib/db");
      await db.$disconnect().catch(() => {});
      await connection.close();
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
