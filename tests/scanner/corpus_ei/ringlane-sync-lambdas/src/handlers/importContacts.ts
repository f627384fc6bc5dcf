import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { Logger } from '@aws-lambda-powertools/logger';
import { RinglaneClient, ListContact } from '../calling/client';
import { RinglaneError, isListGone, isUserNotFound } from '../calling/errors';
import { getParam, paramPath } from '../lib/params';

const logger = new Logger({ serviceName: 'ringlane-import' });

interface ImportMessage {
  campaignId: string;
  listId?: string;
  listName: string;
  contacts: ListContact[];
}

let client: RinglaneClient | undefined;

async function getClient(): Promise<RinglaneClient> {
  if (!client) {
    client = new RinglaneClient({
      apiKey: await getParam(paramPath('api-key')),
      actingUserEmail: process.env.RINGLANE_ACTING_USER ?? 'dialer-sync@brightwater.io',
    });
  }
  return client;
}

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rl = await getClient();
  const batchItemFailures: SQSBatchItemFailure[] = [];

  for (const record of event.Records) {
    const msg = JSON.parse(record.body) as ImportMessage;
    try {
      let listId = msg.listId;
      if (!listId) {
        listId = (await rl.createContactList(msg.listName)).id;
      }
      const added = await rl.appendContacts(listId, msg.contacts);
      logger.info('imported', { campaignId: msg.campaignId, listId, added });
    } catch (err) {
      if (err instanceof RinglaneError) {
        if (isUserNotFound(err)) {
          // acting user was deactivated in Ringlane; retrying won't help
          logger.error('acting user missing in Ringlane, dropping message', { campaignId: msg.campaignId });
          continue;
        }
        if (isListGone(err)) {
          logger.warn('list deleted upstream, dropping', { listId: msg.listId });
          continue;
        }
        if (err.status === 503) {
          logger.error('Ringlane public API is switched off for our tenant');
        }
        logger.error('ringlane error', { status: err.status, message: err.message, details: err.describeDetails() });
      } else {
        logger.error('unexpected', { err });
      }
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }

  return { batchItemFailures };
};
