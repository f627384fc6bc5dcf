import { Job } from 'bullmq';
import { logger } from '../lib/logger.js';
import { fetchAtRiskDeliveries } from '../lib/tracking.js';
import { appendContacts, createList, findListByName } from '../ringlane/contactLists.js';
import { RingLaneApiError } from '../ringlane/errors.js';

export async function syncCallList(job: Job<{ depot: string; date: string }>) {
  const { depot, date } = job.data;
  const deliveries = await fetchAtRiskDeliveries(depot, date);
  if (deliveries.length === 0) return { skipped: true };

  const name = `at-risk ${depot} ${date}`;
  try {
    const list = (await findListByName(name)) ?? (await createList(name));
    const phones = deliveries.map((d) => d.recipientPhone).filter(Boolean);
    return await appendContacts(list.id, phones);
  } catch (err) {
    if (err instanceof RingLaneApiError) {
      if (err.isApiDisabled) {
        logger.error('RingLane public API disabled, parking job');
        await job.moveToDelayed(Date.now() + 60 * 60 * 1000);
        return { parked: true };
      }
      if (err.isUserNotFound) {
        logger.error({ msg: err.body?.error }, 'RINGLANE_USER_ID no longer exists in RingLane');
      }
      logger.error({ details: err.fieldErrors() }, 'ringlane sync failed');
    }
    throw err;
  }
}
