#!/usr/bin/env bun
// Nightly: make sure each region has a Dialcraft contact list and that it
// matches the CRM's "needs annual service" segment.
import { dialcraft, explain } from "./lib/dialcraft";
import type { CrmCustomer, DialcraftList, Page } from "./lib/types";

const REGIONS = ["north", "south", "london"] as const;
const CRM = Bun.env.CRM_URL ?? "https://crm.internal.tidewell.com/v1";

async function allLists(): Promise<DialcraftList[]> {
  const out: DialcraftList[] = [];
  let page: number | null = 1;
  while (page) {
    const res = await dialcraft(`/contact-lists?page=${page}`);
    if (!res.ok) throw new Error(await explain(res));
    const body = (await res.json()) as Page<DialcraftList>;
    out.push(...body.data);
    page = body.nextPage;
  }
  return out;
}

async function crmSegment(region: string): Promise<CrmCustomer[]> {
  const res = await fetch(`${CRM}/segments/annual-service?region=${region}`, {
    headers: { "x-api-key": Bun.env.CRM_API_KEY ?? "" },
  });
  if (res.status === 503) throw new Error("CRM in maintenance mode, try later");
  return (await res.json()) as CrmCustomer[];
}

const lists = await allLists();
for (const region of REGIONS) {
  const name = `Annual service - ${region}`;
  let list = lists.find((l) => l.name === name);
  if (!list) {
    const res = await dialcraft("/contact-lists", {
      method: "POST",
      body: JSON.stringify({ name }),
      headers: { "Content-Type": "application/json" },
    });
    if (!res.ok) throw new Error(await explain(res));
    list = (await res.json()) as DialcraftList;
    console.log(`created ${name} (${list.id})`);
  }

  const customers = await crmSegment(region);
  const phones = customers.map((c) => c.phone);
  for (let i = 0; i < phones.length; i += 200) {
    const res = await dialcraft(`/contact-lists/${list.id}/contacts`, {
      method: "POST",
      body: JSON.stringify({ contacts: phones.slice(i, i + 200).map((phone) => ({ phone })) }),
      headers: { "Content-Type": "application/json" },
    });
    if (res.status === 404) {
      // acting user was deprovisioned in Okta
      console.error("Dialcraft says the acting user no longer exists; fix DIALCRAFT_ACTING_USER_ID");
      process.exit(2);
    }
    if (res.status === 502) {
      console.warn("Dialcraft could not reach Okta; leaving the rest for tomorrow");
      break;
    }
    if (!res.ok) console.error(await explain(res));
  }

  await dialcraft(`/contact-lists/${list.id}`, {
    method: "PATCH",
    body: JSON.stringify({ description: `synced ${new Date().toISOString()}` }),
    headers: { "Content-Type": "application/json" },
  });
}
