import axios from 'axios';

// Internal inventory service behind AWS API Gateway (usage-plan key).
const inventory = axios.create({
  baseURL: process.env.INVENTORY_URL ?? 'https://k3x9v1abcd.execute-api.us-west-2.amazonaws.com/v1',
  headers: { 'x-api-key': process.env.INVENTORY_API_KEY ?? '' },
  timeout: 4000,
});

export async function stockFor(sku: string): Promise<number | null> {
  try {
    const { data } = await inventory.get(`/stock/${sku}`);
    return data.available;
  } catch (e: any) {
    const status = e.response?.status;
    // API Gateway throws 502 when the lambda crashes and 503 during deploys
    if (status === 502 || status === 503) return null;
    if (status === 404) return 0;
    throw e;
  }
}
