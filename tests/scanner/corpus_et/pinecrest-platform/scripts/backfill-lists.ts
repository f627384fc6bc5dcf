#!/usr/bin/env ts-node
/**
 * One-off: recreate dialer lists for campaigns created before the worker existed.
 * Usage: pnpm ts-node scripts/backfill-lists.ts --dry-run
 */
import axios from 'axios';
import { PrismaClient } from '@prisma/client';

const API_KEY = process.env.RINGLOOM_API_KEY ?? 'rl_9vTq2LmX7cKp4WzR8bNd3FhJ6s';
const BASE = 'https://api.ringloom.com/api/public/v1';
const dryRun = process.argv.includes('--dry-run');

const ringloom = axios.create({
  baseURL: BASE,
  headers: {
    'x-api-key': API_KEY,
    'x-user-email': 'data-eng@pinecrest.example',
  },
});

async function main() {
  const prisma = new PrismaClient();
  const campaigns = await prisma.campaign.findMany({ where: { dialerListId: null }, include: { segment: true } });
  const { data: existing } = await ringloom.get('/contact-lists', { params: { limit: 500 } });
  const byName = new Map<string, string>(existing.data.map((l: { id: string; name: string }) => [l.name, l.id]));

  for (const c of campaigns) {
    let listId = byName.get(c.name);
    if (!listId && !dryRun) {
      const { data } = await ringloom.post('/contact-lists', { name: c.name });
      listId = data.id as string;
    }
    if (!listId) continue;
    try {
      if (!dryRun) await ringloom.post(`/contact-lists/${listId}/contacts`, { contacts: c.segment.phones.map((phone: string) => ({ phone })) });
      await prisma.campaign.update({ where: { id: c.id }, data: { dialerListId: listId } });
    } catch (e) {
      if (axios.isAxiosError(e) && e.response?.data?.error === 'contact list not found') {
        console.warn(`list for ${c.name} vanished mid-run, skipping`);
        continue;
      }
      throw e;
    }
  }
  await prisma.$disconnect();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
