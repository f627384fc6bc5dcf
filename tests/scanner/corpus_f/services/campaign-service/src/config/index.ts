import dotenv from 'dotenv';

dotenv.config();

function required(name: string, fallback?: string): string {
  const v = process.env[name] ?? fallback;
  if (v === undefined) throw new Error(`missing env ${name}`);
  return v;
}

export const config = {
  port: Number(process.env.PORT ?? 4010),
  mongoUrl: required('MONGO_URL', 'mongodb://localhost:27017/campaigns'),
  // "outbound" = DialStream. URL kept configurable for the sandbox tenant.
  outbound: {
    baseUrl: required('OUTBOUND_API_URL', 'https://api.dialstream.io/api/public/v1'),
    apiKey: process.env.OUTBOUND_API_KEY || 'dsk_live_5b0e6c2a-3f7d-4e19-9a8b-12c4d7e0f3a1.Qm9vTnR3b1NlY3JldEtleTEyMw',
    webhookSecret: required('OUTBOUND_WEBHOOK_SECRET', ''),
    timeoutMs: 8000,
  },
  hubspot: {
    baseUrl: 'https://api.hubapi.com/crm/v3',
    token: required('HUBSPOT_TOKEN', ''),
  },
  geo: {
    // internal address-normalisation service, v1 is its current version
    baseUrl: process.env.GEO_URL ?? 'http://geo.internal.brightpath.local/v1',
    apiKey: process.env.GEO_API_KEY ?? '',
  },
};
