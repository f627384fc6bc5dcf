import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import type { ScheduledHandler } from "aws-lambda";

const sm = new SecretsManagerClient({});
let cachedKey: string | undefined;

class RetryableError extends Error {}

async function apiKey(): Promise<string> {
  if (!cachedKey) {
    const out = await sm.send(new GetSecretValueCommand({ SecretId: process.env.DIALCRAFT_KEY_SECRET_ARN }));
    cachedKey = out.SecretString!;
  }
  return cachedKey;
}

const RETRY_ON = new Set([429, 500, 502, 504]);

async function callDialcraft(method: string, path: string, body?: unknown) {
  const headers = new Headers({ "content-type": "application/json" });
  headers.set("X-Api-Key", await apiKey());
  headers.set(process.env.DIALCRAFT_USER_HEADER ?? "x-user-id", process.env.DIALCRAFT_ACTING_USER_ID!);
  const res = await fetch(`${process.env.DIALCRAFT_BASE_URL}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status === 503) {
    console.warn("Dialcraft public API is disabled for our account; skipping run");
    return null;
  }
  if (RETRY_ON.has(res.status)) throw new RetryableError(`dialcraft ${res.status}`);
  if (!res.ok) {
    const err = (await res.json()) as { error: string };
    throw new Error(`dialcraft ${method} ${path}: ${err.error}`);
  }
  return res.status === 204 ? null : res.json();
}

export const handler: ScheduledHandler = async () => {
  const due = await fetch(`${process.env.JOBS_API}/jobs/due-callbacks`).then((r) => r.json() as Promise<string[]>);
  if (due.length === 0) return;
  const list = (await callDialcraft("POST", "/contact-lists", {
    name: `Due callbacks ${new Date().toISOString().slice(0, 10)}`,
  })) as { id: string } | null;
  if (!list) return;
  await callDialcraft("POST", `/contact-lists/${list.id}/contacts`, { contacts: due.map((phone) => ({ phone })) });
};
