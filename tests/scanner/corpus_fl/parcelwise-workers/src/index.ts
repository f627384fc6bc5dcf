import { Worker } from 'bullmq';
import pino from 'pino';
import { connection } from './lib/redis.js';
import { QUEUE } from './queues.js';
import { syncContactList } from './jobs/syncContactList.js';
import { removeOptOut } from './jobs/removeOptOut.js';
import { sendFollowupEmail } from './jobs/sendFollowupEmail.js';
import { enrichLead } from './jobs/enrichLead.js';
import { closeRinglanePool } from './ringlane/http.js';

const log = pino({ name: 'workers' });

const workers = [
  new Worker(QUEUE.listSync, syncContactList, { connection, concurrency: 2, limiter: { max: 5, duration: 1_000 } }),
  new Worker(QUEUE.optOut, removeOptOut, { connection, concurrency: 4 }),
  new Worker(QUEUE.email, sendFollowupEmail, { connection, concurrency: 10 }),
  new Worker(QUEUE.enrich, enrichLead, { connection, concurrency: 3 }),
];

for (const w of workers) {
  w.on('failed', (job, err) => log.error({ queue: w.name, jobId: job?.id, err: err.message }, 'job failed'));
}

const shutdown = async () => {
  log.info('shutting down');
  await Promise.all(workers.map((w) => w.close()));
  await closeRinglanePool();
  await connection.quit();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
