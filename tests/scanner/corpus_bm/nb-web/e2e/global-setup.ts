import { request } from "@playwright/test";

// Seeds a contact list in the Dialwave sandbox tenant so the dialer page has data.
export default async function globalSetup() {
  const dialwaveApi = await request.newContext({
    baseURL: "https://sandbox.dialwave.com/api/public/v1/",
    extraHTTPHeaders: {
      "X-API-Key": process.env.E2E_DIALWAVE_KEY!,
      "X-User-Email": "e2e-rep@northbeamsolar.com",
    },
  });
  const res = await dialwaveApi.post("contact-lists", { data: { name: `e2e-${Date.now()}` } });
  if (!res.ok()) throw new Error(`seed failed: ${res.status()} ${await res.text()}`);
  const { id } = await res.json();
  await dialwaveApi.post(`contact-lists/${id}/contacts`, { data: { contacts: [{ phone: "+15005550006" }] } });
  process.env.E2E_LIST_ID = id;
}
