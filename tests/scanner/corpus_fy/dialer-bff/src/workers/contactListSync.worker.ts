import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { connection, syncQueue } from '../queues.js';
import { ringvaleClient } from '../ringvale/client.js';
import { RingvaleError, MSG_USER_NOT_FOUND } from '../ringvale/errors.js';
import { loadSegmentContacts } from '../services/segments.js';
import { logger } from '../logger.js';

interface SyncJob {
  listId: string;
  segmentId?: string;
  actingUser: { idpId: string };
}

const BATCH = 500;

async function process(job: Job<SyncJob>) {
  const contacts = await loadSegmentContacts(job.data.segmentId);
  for (let i = 0; i < contacts.length; i += BATCH) {
    const batch = contacts.slice(i, i + BATCH);
    try {
      await ringvaleClient.appendContacts(job.data.actingUser, job.data.listId, batch);
    } catch (err) {
      if (!(err instanceof RingvaleError)) throw err;

      if (err.status === 503) {
        // API switched off on Ringvale's side: stop hammering it, ops gets paged.
        await syncQueue.pause();
        throw new UnrecoverableError('ringvale api disabled');
      }
      if (err.status === 404 && err.message === MSG_USER_NOT_FOUND) {
        throw new UnrecoverableError(`agent ${job.data.actingUser.idpId} unknown to ringvale`);
      }
      if (err.status === 502) {
        logger.warn({ jobId: job.id }, 'ringvale identity provider down, will retry');
      }
      if (err.details.length) {
        logger.warn({ issues: err.details.map((d) => `${d.path} ${d.message}`) }, 'ringvale rejected contacts');
      }
      throw err;
    }
    await job.updateProgress(Math.round(((i + batch.length) / contacts.length) * 100));
  }
}

export const contactListSyncWorker = new Worker<SyncJob>('contact-list-sync', process, {
  connection,
  concurrency: 2,
  limiter: { max: 10, duration: 1_000 },
});

contactListSyncWorker.on('failed', (job, err) =>
  logger.error({ jobId: job?.id, err: err.message }, 'contact list sync failed'),
);
