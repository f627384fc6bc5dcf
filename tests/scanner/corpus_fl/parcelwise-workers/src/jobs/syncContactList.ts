import { Job } from 'bullmq';
import pino from 'pino';
import { prisma } from '../lib/prisma.js';
import { classifyRinglaneError } from '../lib/retry.js';
import { appendToList, getList } from '../ringlane/lists.js';
import { RinglaneHttpError } from '../ringlane/types.js';

const log = pino({ name: 'sync-contact-list' });

export interface SyncJobData {
  campaignId: string;
  actingUserId?: string;
}

const CHUNK = 500;

export async function syncContactList(job: Job<SyncJobData>) {
  const campaign = await prisma.campaign.findUnique({
    where: { id: job.data.campaignId },
    include: { leads: { where: { optedOut: false } } },
  });
  if (!campaign?.ringlaneListId) {
    log.info({ campaignId: job.data.campaignId }, 'nothing to sync');
    return { skipped: true };
  }

  try {
    await getList(campaign.ringlaneListId);
  } catch (err) {
    if (err instanceof RinglaneHttpError && err.status === 404) {
      await prisma.campaign.update({
        where: { id: campaign.id },
        data: { ringlaneListId: null, syncError: err.body?.error ?? 'list missing' },
      });
      return { skipped: true, reason: 'list deleted on Ringlane side' };
    }
    classifyRinglaneError(err);
  }

  let added = 0;
  for (let i = 0; i < campaign.leads.length; i += CHUNK) {
    const slice = campaign.leads.slice(i, i + CHUNK);
    try {
      const res = await appendToList(
        campaign.ringlaneListId,
        slice.map((l) => ({ phone: l.phone, name: [l.firstName, l.lastName].filter(Boolean).join(' ') })),
      );
      added += res.added;
    } catch (err) {
      if (err instanceof RinglaneHttpError && err.status === 502) {
        log.warn({ attempt: job.attemptsMade }, 'Ringlane SSO lookup unavailable, will retry');
      }
      classifyRinglaneError(err);
    }
    await job.updateProgress(Math.round(((i + slice.length) / campaign.leads.length) * 100));
  }

  await prisma.campaign.update({ where: { id: campaign.id }, data: { lastSyncedAt: new Date(), syncError: null } });
  return { added };
}
