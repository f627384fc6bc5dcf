import { proxyActivities } from '@temporalio/workflow';
import type * as activities from '../activities';

const { removeFromDialer } = proxyActivities<typeof activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 20, maximumInterval: '10 minutes' },
});

export async function optOutWorkflow(phoneE164: string, listIds: string[]): Promise<void> {
  for (const listId of listIds) {
    await removeFromDialer(listId, phoneE164);
  }
}
