import { Job } from 'bullmq';
import { request } from 'undici';
import { prisma } from '../lib/prisma.js';

// Internal enrichment service (data team). Lives behind API Gateway.
const ENRICH_URL = process.env.ENRICH_URL ?? 'https://enrich.internal.parcelwise.co/v1/companies/lookup';

export async function enrichLead(job: Job<{ leadId: string; domain: string }>) {
  const res = await request(`${ENRICH_URL}?domain=${encodeURIComponent(job.data.domain)}`, {
    headers: {
      'x-api-key': process.env.ENRICH_API_KEY ?? '',
      'x-user-email': 'workers@parcelwise.co',
    },
  });

  if (res.statusCode === 404) {
    await res.body.dump();
    return { found: false };
  }
  if (res.statusCode === 502 || res.statusCode === 503) {
    await res.body.dump();
    throw new Error(`enrichment upstream unavailable (${res.statusCode})`);
  }
  const body = (await res.body.json()) as { name?: string; error?: string };
  if (body.error) throw new Error(body.error);

  await prisma.lead.update({ where: { id: job.data.leadId }, data: { company: body.name } });
  return { found: true };
}
