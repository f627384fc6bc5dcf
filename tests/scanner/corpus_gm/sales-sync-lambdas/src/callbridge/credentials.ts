import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";

export interface CallbridgeCredentials {
  apiKey: string;
  actingUserEmail: string;
}

const sm = new SecretsManagerClient({});
let cached: { value: CallbridgeCredentials; expiresAt: number } | undefined;

/** Reads `sales/callbridge` from Secrets Manager, cached for 5 minutes per container. */
export async function getCallbridgeCredentials(now = Date.now()): Promise<CallbridgeCredentials> {
  if (cached && cached.expiresAt > now) return cached.value;

  const arn = process.env.CALLBRIDGE_SECRET_ARN;
  if (!arn) throw new Error("CALLBRIDGE_SECRET_ARN is not set");

  const out = await sm.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new Error(`secret ${arn} has no SecretString`);

  const parsed = JSON.parse(out.SecretString) as Partial<CallbridgeCredentials>;
  if (!parsed.apiKey || !parsed.actingUserEmail) {
    throw new Error("sales/callbridge secret must contain apiKey and actingUserEmail");
  }
  cached = { value: parsed as CallbridgeCredentials, expiresAt: now + 5 * 60_000 };
  return cached.value;
}

export function resetCredentialCache(): void {
  cached = undefined;
}
