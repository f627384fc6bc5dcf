export interface BffConfig {
  port: number;
  talkrail: { baseUrl: string; apiKey: string };
  talkrailV2: { baseUrl: string; token: string };
  sendgridKey: string;
}

export function loadConfig(): BffConfig {
  const env = process.env;
  return {
    port: Number(env.PORT ?? 4000),
    talkrail: {
      baseUrl: env.TALKRAIL_URL ?? 'https://api.talkrail.io/api/public/v1',
      apiKey: env.TALKRAIL_KEY ?? '',
    },
    talkrailV2: {
      baseUrl: env.TALKRAIL_V2_URL ?? 'https://api.talkrail.io/api/public/v2',
      token: env.TALKRAIL_V2_TOKEN ?? '',
    },
    sendgridKey: env.SENDGRID_API_KEY ?? '',
  };
}
