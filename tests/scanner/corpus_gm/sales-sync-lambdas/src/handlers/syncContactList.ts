import { Logger } from "@aws-lambda-powertools/logger";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { EventBridgeEvent } from "aws-lambda";
import { CallbridgeClient } from "../callbridge/client";
import { getCallbridgeCredentials } from "../callbridge/credentials";
import { CallbridgeError } from "../callbridge/errors";

const logger = new Logger({ serviceName: "sync-contact-list" });
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const TABLE = process.env.LEADS_TABLE!;

interface LeadRow {
  pk: string;
  phone: string;
  firstName: string;
  lastName: string;
  ownerListId: string;
}

export const handler = async (event: EventBridgeEvent<"Scheduled Event", unknown>) => {
  logger.info("sync run", { time: event.time });
  const creds = await getCallbridgeCredentials();
  const client = new CallbridgeClient(creds.apiKey, creds.actingUserEmail);

  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: "by-sync-state",
      KeyConditionExpression: "syncState = :p",
      ExpressionAttributeValues: { ":p": "PENDING" },
      Limit: 200,
    }),
  );
  const byList = new Map<string, LeadRow[]>();
  for (const row of Items as LeadRow[]) {
    byList.set(row.ownerListId, [...(byList.get(row.ownerListId) ?? []), row]);
  }

  let pushed = 0;
  for (const [listId, rows] of byList) {
    try {
      const res = await client.appendContacts(
        listId,
        rows.map((r) => ({ phone: r.phone, firstName: r.firstName, lastName: r.lastName, crmId: r.pk })),
      );
      pushed += res.added;
      await Promise.all(
        rows.map((r) =>
          ddb.send(
            new UpdateCommand({
              TableName: TABLE,
              Key: { pk: r.pk },
              UpdateExpression: "SET syncState = :s",
              ExpressionAttributeValues: { ":s": "SYNCED" },
            }),
          ),
        ),
      );
    } catch (err) {
      if (!(err instanceof CallbridgeError)) throw err;
      switch (err.status) {
        case 502: // Callbridge could not reach Okta - let the next schedule pick it up
          logger.warn("identity provider unreachable, deferring", { listId });
          continue;
        case 503:
          logger.error("Callbridge public API is disabled for our tenant; aborting run");
          return { pushed, aborted: true };
        default:
          if (err.isListNotFound) {
            logger.warn("list vanished on the Callbridge side", { listId });
            continue;
          }
          logger.error("push failed", { listId, status: err.status, reason: err.describe() });
          throw err;
      }
    }
  }
  return { pushed, aborted: false };
};
