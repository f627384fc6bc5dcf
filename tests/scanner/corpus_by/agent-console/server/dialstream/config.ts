export const dialstreamConfig = {
  legacyBaseUrl: process.env.DIALSTREAM_V1_URL ?? "https://api.dialstream.io/api/public/v1",
  legacyKey: process.env.DIALSTREAM_API_KEY ?? "",
  v2BaseUrl: process.env.DIALSTREAM_V2_URL ?? "https://api.dialstream.io/api/public/v2",
  v2Key: process.env.DIALSTREAM_V2_KEY ?? "",
  webhookSecret: process.env.DIALSTREAM_WEBHOOK_SECRET ?? "",
};
