import { SecretsManagerClient, GetSecretValueCommand } from "@aws-sdk/client-secrets-manager";

const sm = new SecretsManagerClient({});
let cached;

export async function dialstreamSecrets() {
  if (cached) return cached;
  const out = await sm.send(new GetSecretValueCommand({ SecretId: process.env.DIALSTREAM_SECRET_ID }));
  cached = JSON.parse(out.SecretString); // { apiKey, webhookSecret, actingUserId }
  return cached;
}
