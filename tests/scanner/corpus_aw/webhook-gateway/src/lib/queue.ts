import { SQSClient, SendMessageCommand } from "@aws-sdk/client-sqs";
import { config } from "../config";

const sqs = new SQSClient({});

export async function publish(vendor: string, event: unknown): Promise<void> {
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: config.queueUrl,
      MessageBody: JSON.stringify({ vendor, receivedAt: new Date().toISOString(), event }),
      MessageAttributes: { vendor: { DataType: "String", StringValue: vendor } },
    }),
  );
}
