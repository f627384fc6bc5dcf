import { Job } from 'bullmq';
import { prisma } from '../lib/prisma.js';
import { removeFromList } from '../ringlane/lists.js';
import { RinglaneHttpError } from '../ringlane/types.js';

export interface OptOutJobData {
  phone: string;
}

export async function removeOptOut(job: Job<OptOutJobData>) {
  const leads = await prisma.lead.findMany({
    where: { phone: job.data.phone },
    include: { campaign: { select: { ringlaneListId: true } } },
  });

  const results: Array<{ listId: string; ok: boolean }> = [];
  for (const lead of leads) {
    const listId = lead.campaign.ringlaneListId;
    if (!listId) continue;
    try {
      await removeFromList(listId, lead.phone);
      results.push({ listId, ok: true });
    } catch (err) {
      if (err instanceof RinglaneHttpError && err.status === 404) {
        // already gone, either the list or the contact
        results.push({ listId, ok: true });
        continue;
      }
      throw err;
    }
  }
  await prisma.lead.updateMany({ where: { phone: job.data.phone }, data: { optedOut: true } });
  return results;
}
