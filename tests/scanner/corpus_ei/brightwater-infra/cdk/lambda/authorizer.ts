import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { createHmac, timingSafeEqual } from 'node:crypto';

const ssm = new SSMClient({});
const secrets: Record<string, string> = {};

async function secret(name: string): Promise<string> {
  if (!secrets[name]) {
    const out = await ssm.send(
      new GetParameterCommand({ Name: `${process.env.SECRET_PARAM_PREFIX}/${name}`, WithDecryption: true }),
    );
    secrets[name] = out.Parameter?.Value ?? '';
  }
  return secrets[name];
}

function hmacHex(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('hex');
}

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

const policy = (allow: boolean, arn: string): APIGatewayAuthorizerResult => ({
  principalId: 'webhook',
  policyDocument: {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: allow ? 'Allow' : 'Deny', Resource: arn }],
  },
});

// NOTE: REQUEST authorizers don't receive the body; the payload hash is forwarded by the
// senders in a header we trust only together with the signature.
export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  const h = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? '']));
  const bodyHash = h['x-body-sha256'] ?? '';

  if (event.path.endsWith('/hooks/ringlane')) {
    const sig = h['x-ringlane-signature'];
    return policy(!!sig && same(sig, hmacHex(await secret('ringlane/webhook-secret'), bodyHash)), event.methodArn);
  }
  if (event.path.endsWith('/hooks/github')) {
    const sig = (h['x-hub-signature-256'] ?? '').replace(/^sha256=/, '');
    return policy(!!sig && same(sig, hmacHex(await secret('github/webhook-secret'), bodyHash)), event.methodArn);
  }
  return policy(false, event.methodArn);
};
