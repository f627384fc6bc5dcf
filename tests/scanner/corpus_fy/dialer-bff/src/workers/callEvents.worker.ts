import { Worker } from 'bullmq';
import { connection } from '../queues.js';
import { enrichPhone } from '../services/enrich.js';
import { addToNurtureList } from '../services/brevo.js';
import { logger } from '../logger.js';

const NURTURE_LIST_ID = Number(process.env.BREVO_NURTURE_LIST_ID ?? 17);

export const callEventsWorker = new Worker(
  'ringvale-call-events',
  async (job) => {
    const event = job.data as { type: string; call: { phone: string; outcome: string; email?: string } };
    if (event.type !== 'call.completed') return;
    if (event.call.outcome === 'no_answer' && event.call.email) {
      await addToNurtureList(NURTURE_LIST_ID, [event.call.email]);
    }
    try {
      await enrichPhone(event.call.phone);
    } catch (err: any) {
      if (err.transient) throw err; // let BullMQ retry 502/503 from the enrichment gateway
      logger.info({ err: err.message }, 'enrichment skipped');
    }
  },
  { connection, concurrency: 5 },
);
