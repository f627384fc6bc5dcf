// Internal audience-svc (owned by growth). Behind API Gateway, so it wants x-api-key.
const AUDIENCE_URL = process.env.AUDIENCE_SVC_URL ?? "https://audience.internal.harborpeak.net/v1";

export async function fetchSegment(segmentId: string): Promise<string[]> {
  const res = await fetch(`${AUDIENCE_URL}/contact-lists/${segmentId}/members`, {
    headers: {
      "x-api-key": process.env.AUDIENCE_SVC_KEY ?? "",
      "x-user-id": "campaign-api",
    },
  });
  if (res.status === 503) {
    throw new Error("audience-svc is in maintenance mode");
  }
  if (!res.ok) {
    const body = (await res.json()) as { error: string };
    throw new Error(`audience-svc ${res.status}: ${body.error}`);
  }
  return ((await res.json()) as { phones: string[] }).phones;
}
