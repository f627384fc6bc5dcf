import { DialwiseClient } from "@tallowbrook/dialwise-http";

let client: DialwiseClient | undefined;

export function getDialwise(): DialwiseClient {
  client ??= new DialwiseClient({
    host: process.env.DIALWISE_HOST,
    apiKey: process.env.DIALWISE_API_KEY!,
    actingUserEmail: process.env.DIALWISE_SERVICE_USER!,
  });
  return client;
}

export const DIALWISE_BASE = process.env.DIALWISE_BASE_URL ?? "https://api.dialwise.com/api/public/v1";
