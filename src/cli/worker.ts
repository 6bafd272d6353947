// `sr-bench worker`: a worker without the HTTP server, against the database the environment
// selects (several may share one Postgres database).
import { openFromEnv } from '../db/client.ts';
import { logLevelFromEnv } from '../observability/logger.ts';
import { Bus } from '../pubsub/bus.ts';
import { Worker } from '../worker/worker.ts';
import { untilSignal } from './signals.ts';

export async function workerCommand(): Promise<number> {
  logLevelFromEnv(); // a bad setting stops here, before the database opens
  const database = await openFromEnv();
  const bus = new Bus(database);
  await bus.start();
  const worker = new Worker(database, bus);
  await worker.start();
  console.log(`sr-bench worker ${worker.id} on ${database.driver} (${database.location})`);
  const signal = await untilSignal();
  console.log(`${signal}: stopping the worker`);
  await worker.stop();
  await bus.close();
  await database.close();
  return 0;
}
