import fetch from "node-fetch";

// Internal document vault behind AWS API Gateway (usage-plan key).
const VAULT_URL = process.env.DOC_VAULT_URL ?? "https://vault.internal.harborline.io/v1";

export async function fetchPolicyPdf(policyId: string, actingUserId: string): Promise<Buffer> {
  const res = await fetch(`${VAULT_URL}/policies/${policyId}/document`, {
    headers: {
      "x-api-key": process.env.DOC_VAULT_API_KEY ?? "",
      "x-user-id": actingUserId,
    },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(`vault ${res.status}: ${body.error ?? "unknown"}`);
  }
  return Buffer.from(await res.arrayBuffer());
}
