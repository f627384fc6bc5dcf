const CRM_URL = process.env.CRM_INTERNAL_URL ?? "http://solar-crm.internal:3000";

export async function forwardToCrm(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${CRM_URL}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": process.env.CRM_INTERNAL_KEY ?? "",
    },
    body: JSON.stringify(body),
  });
  if (res.status === 502 || res.status === 503) {
    throw new Error(`crm unavailable (${res.status})`);
  }
  if (!res.ok) {
    const err = (await res.json()) as { error: string };
    throw new Error(`crm rejected webhook: ${err.error}`);
  }
}
