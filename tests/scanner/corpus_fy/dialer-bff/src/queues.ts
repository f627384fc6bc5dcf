import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { config } from './config.js';

export const connection = new IORedis(config.redisUrl, { maxRetriesPerRequest: null });

export const syncQueue = new Queue('contact-list-sync', {
  connection,
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: 500 },
});

export const callEventsQueue = new Queue('ringvale-call-events', { connection });
