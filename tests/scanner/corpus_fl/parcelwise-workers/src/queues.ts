import { Queue } from 'bullmq';
import { connection } from './lib/redis.js';

export const QUEUE = {
  listSync: 'ringlane-list-sync',
  optOut: 'ringlane-opt-out',
  email: 'followup-email',
  enrich: 'lead-enrichment',
} as const;

const defaultJobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: 1_000,
  removeOnFail: 5_000,
};

export const listSyncQueue = new Queue(QUEUE.listSync, { connection, defaultJobOptions });
export const optOutQueue = new Queue(QUEUE.optOut, { connection, defaultJobOptions });
export const emailQueue = new Queue(QUEUE.email, { connection, defaultJobOptions });
export const enrichQueue = new Queue(QUEUE.enrich, { connection, defaultJobOptions: { ...defaultJobOptions, attempts: 3 } });
