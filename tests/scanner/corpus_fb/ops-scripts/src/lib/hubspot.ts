const HUBSPOT_TOKEN = Bun.env.HUBSPOT_TOKEN!;

export async function fetchHubspotPhones(listId: string): Promise<string[]> {
  const phones: string[] = [];
  let after: string | undefined;
  do {
    const url = new URL(`https://api.hubapi.com/crm/v3/lists/${listId}/memberships`);
    if (after) url.searchParams.set("after", after);
    const res = await fetch(url, { headers: { Authorization: `Bearer ${HUBSPOT_TOKEN}` } });
    if (res.status === 502) {
      await Bun.sleep(1000);
      continue;
    }
    const page = (await res.json()) as { results: { recordId: string }[]; paging?: { next?: { after: string } } };
    const batch = await fetch("https://api.hubapi.com/crm/v3/objects/contacts/batch/read", {
      method: "POST",
      headers: { Authorization: `Bearer ${HUBSPOT_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ properties: ["phone"], inputs: page.results.map((r) => ({ id: r.recordId })) }),
    });
    const contacts = (await batch.json()) as { results: { properties: { phone?: string } }[] };
    phones.push(...contacts.results.map((c) => c.properties.phone).filter((p): p is string => !!p));
    after = page.paging?.next?.after;
  } while (after);
  return phones;
}
