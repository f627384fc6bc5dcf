import { proxyActivities, defineSignal, setHandler, condition } from '@temporalio/workflow';
import type * as activities from '../activities';

const { fetchOpenLeads } = proxyActivities<typeof activities>({
  startToCloseTimeout: '2 minutes',
  retry: { maximumAttempts: 5 },
});

const { ensureContactList, pushLeads } = proxyActivities<typeof activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '30 seconds',
  retry: {
    initialInterval: '2s',
    backoffCoefficient: 2,
    maximumAttempts: 8,
    nonRetryableErrorTypes: ['CallvaneAuth', 'CallvaneUserNotFound', 'CallvaneDisabled', 'CallvaneValidation'],
  },
});

export const pauseSignal = defineSignal<[boolean]>('pause');

export async function campaignSyncWorkflow(repEmail: string, sfOwnerId: string, listName: string): Promise<number> {
  let paused = false;
  setHandler(pauseSignal, (p) => {
    paused = p;
  });
  await condition(() => !paused);
  const leads = await fetchOpenLeads(sfOwnerId);
  if (leads.length === 0) return 0;
  const listId = await ensureContactList(repEmail, listName);
  return pushLeads(listId, { repEmail, listName, leads });
}
