#!/usr/bin/env ts-node
/**
 * One-off: push every open lead from the CSV export into a DialPath list.
 * Usage: npx ts-node tools/scripts/backfill-lists.ts leads.csv "Backfill 2024-02"
 */
import axios from 'axios';
import { readFileSync } from 'fs';

const dp = axios.create({
  baseURL: 'https://api.dialpath.io/api/public/v1',
  headers: {
    'X-Api-Key': process.env.DP_KEY || 'dpk_Lw7Yq2Nc5Rt9Hz3Mk8Vs1Bf6Gd4J',
    'X-User-Email': 'ops@brightwell-solar.com',
  },
});

async function main() {
  const [file, name] = process.argv.slice(2);
  const phones = readFileSync(file, 'utf8').split('\n').slice(1).map((l) => l.split(',')[2]).filter(Boolean);
  const { data: list } = await dp.post('/contact-lists', { name });
  for (let i = 0; i < phones.length; i += 500) {
    const chunk = phones.slice(i, i + 500).map((phone) => ({ phone }));
    try {
      await dp.post(`/contact-lists/${list.id}/contacts`, { contacts: chunk });
    } catch (e: any) {
      if (e.response?.status === 502) {
        console.warn('IdP hiccup, retrying chunk', i);
        i -= 500;
        continue;
      }
      console.error(e.response?.data?.error);
      process.exit(1);
    }
  }
  console.log(`created ${list.id} with ${phones.length} contacts`);
}

main();
