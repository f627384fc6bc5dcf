import { ringstack } from "../lib/ringstack.js";

const LIST_ID = process.env.RINGSTACK_TARGET_LIST ?? "cl_hubspot_mql";

async function fetchMqls() {
  const res = await fetch(`${process.env.HUBSPOT_BASE}/objects/contacts/search`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${process.env.HUBSPOT_TOKEN}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ filterGroups: [{ filters: [{ propertyName: "lifecyclestage", operator: "EQ", value: "marketingqualifiedlead" }] }] }),
  });
  if (res.status === 429 || res.status === 502) throw new Error("hubspot busy");
  const data = await res.json();
  return data.results.map((c) => c.properties.phone).filter(Boolean);
}

export const handler = async () => {
  const phones = await fetchMqls();
  if (!phones.length) return { appended: 0 };
  await ringstack("POST", `/contact-lists/${LIST_ID}/contacts`, {
    body: { contacts: phones.map((phone) => ({ phone })) },
  });
  return { appended: phones.length };
};
