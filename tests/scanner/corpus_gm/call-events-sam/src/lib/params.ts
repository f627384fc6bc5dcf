import { GetParameterCommand, SSMClient } from "@aws-sdk/client-ssm";
import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";

const ssm = new SSMClient({});
const sm = new SecretsManagerClient({});
const cache = new Map<string, string>();

export async function param(name: string, decrypt = true): Promise<string> {
  const hit = cache.get(name);
  if (hit) return hit;
  const out = await ssm.send(new GetParameterCommand({ Name: name, WithDecryption: decrypt }));
  const value = out.Parameter?.Value;
  if (!value) throw new Error(`SSM parameter ${name} is empty`);
  cache.set(name, value);
  return value;
}

export async function secretJson<T>(secretId: string): Promise<T> {
  const hit = cache.get(secretId);
  if (hit) return JSON.parse(hit) as T;
  const out = await sm.send(new GetSecretValueCommand({ SecretId: secretId }));
  cache.set(secretId, out.SecretString ?? "{}");
  return JSON.parse(out.SecretString ?? "{}") as T;
}
