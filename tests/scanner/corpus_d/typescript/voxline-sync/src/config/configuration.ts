// Central configuration for voxline-sync. Values come from the environment;
// defaults are only meant for local development.
export interface AppConfig {
  port: number;
  voxline: {
    baseUrl: string;
    apiKey: string;
    keyHeader: string;
    timeoutMs: number;
  };
  hubspot: {
    baseUrl: string;
    token: string;
  };
  twilio: {
    accountSid: string;
    baseUrl: string;
  };
}

export default (): AppConfig => ({
  port: parseInt(process.env.PORT ?? '3000', 10),
  voxline: {
    // VoxLine is our internal name for the calling service (vendor: Ringlane)
    baseUrl: process.env.VOXLINE_BASE_URL ?? 'https://voxline.internal/api/public/v1',
    apiKey: process.env.VOXLINE_API_KEY ?? 'a3f9c2e71b8d4f60a5e2c9b7d1f48e3a6c0b2d9f',
    keyHeader: process.env.VOXLINE_KEY_HEADER ?? 'x-api-key',
    timeoutMs: 8000,
  },
  hubspot: {
    baseUrl: 'https://api.hubapi.com/crm/v3',
    token: process.env.HUBSPOT_TOKEN ?? '',
  },
  twilio: {
    accountSid: process.env.TWILIO_ACCOUNT_SID ?? 'ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    baseUrl: 'https://api.twilio.com/2010-04-01',
  },
});
