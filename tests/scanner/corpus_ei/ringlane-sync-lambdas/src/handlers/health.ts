import type { APIGatewayProxyResult } from 'aws-lambda';

// Protected by the API Gateway usage-plan key (clients send x-api-key).
export const handler = async (): Promise<APIGatewayProxyResult> => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ ok: true, stage: process.env.STAGE, version: process.env.GIT_SHA ?? 'local' }),
});
