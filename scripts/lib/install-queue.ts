// Installs the job queue's own schema (pg-boss, schema `pgboss`) into the app's database and
// creates or updates its queues. Runs with the migrations (scripts/lib/migrate.ts), so the start
// script, the container, `npm run db:migrate` and the tests' databases all get it; pg-boss
// carries its SQL, so nothing is downloaded. pg-boss takes its own advisory lock while it
// migrates, so several instances starting at once install it once.
import { PgBoss } from "pg-boss";
import { QUEUE_SCHEMA, QUEUES } from "../../lib/jobs/queues";

export async function installQueue(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
    max: 2,
  });
  // An error event without a listener would end the process; start() rejects with it anyway.
  boss.on("error", () => {});
  await boss.start();
  try {
    for (const [name, settings] of Object.entries(QUEUES)) {
      if (await boss.getQueue(name)) {
        // What a queue keeps from its creation (its heartbeat, policy, partition) is not asked to change.
        const { notify, retryLimit, retryDelay, retryBackoff, retryDelayMax, expireInSeconds, deleteAfterSeconds } = settings;
        const changes = { notify, retryLimit, retryDelay, retryBackoff, retryDelayMax, expireInSeconds, deleteAfterSeconds };
        // (pg-boss checks every key it is given: one left unset is left out)
        await boss.updateQueue(name, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
      } else {
        await boss.createQueue(name, settings);
      }
    }
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}
