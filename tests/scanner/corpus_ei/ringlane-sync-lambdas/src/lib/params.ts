import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';

const ssm = new SSMClient({});
const cache = new Map<string, { value: string; expires: number }>();
const TTL_MS = 5 * 60 * 1000;

/** Read a SecureString from SSM Parameter Store with a small in-memory cache. */
export async function getParam(name: string): Promise<string> {
  const hit = cache.get(name);
  if (hit && hit.expires > Date.now()) return hit.value;

  const out = await ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
  const value = out.Parameter?.Value;
  if (!value) throw new Error(`SSM parameter ${name} is empty`);
  cache.set(name, { value, expires: Date.now() + TTL_MS });
  return value;
}

export const paramPath = (leaf: string): string =>
  `${process.env.RINGLANE_PARAM_PREFIX ?? '/brightwater/dev/ringlane'}/${leaf}`;
