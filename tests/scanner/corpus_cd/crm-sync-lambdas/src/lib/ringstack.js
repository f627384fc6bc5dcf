import { request } from "undici";
import { SecretsManagerClient, GetSecretValueCommand } from "@aws-sdk/client-secrets-manager";

const sm = new SecretsManagerClient({});
let keyPromise;

function apiKey() {
  keyPromise ??= sm
    .send(new GetSecretValueCommand({ SecretId: process.env.RINGSTACK_KEY_SECRET_ID }))
    .then((r) => r.SecretString);
  return keyPromise;
}

export class RingstackUnavailable extends Error {}

export async function ringstack(method, path, { body, actingUser } = {}) {
  const { statusCode, body: resBody } = await request(`${process.env.RINGSTACK_API}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${await apiKey()}`,
      "X-USER-EMAIL": actingUser ?? "automation@tidewater.dev",
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await resBody.text();
  const json = text ? JSON.parse(text) : undefined;
  if (statusCode === 502) {
    // identity provider flapping on their side; let Lambda retry the invocation
    throw new RingstackUnavailable(json?.error ?? "idp unreachable");
  }
  if (statusCode >= 400) {
    const err = new Error(`Ringstack ${statusCode}: ${json?.error}`);
    err.status = statusCode;
    throw err;
  }
  return json;
}
