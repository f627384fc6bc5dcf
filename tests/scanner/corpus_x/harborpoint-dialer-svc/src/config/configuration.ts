export default () => ({
  port: parseInt(process.env.PORT ?? '3000', 10),
  ringpilot: {
    baseUrl: process.env.RINGPILOT_URL ?? 'https://api.ringpilot.io/api/public/v1',
    apiKey: process.env.RINGPILOT_KEY,
    serviceUserId: process.env.RINGPILOT_SERVICE_USER_ID,
    timeoutMs: parseInt(process.env.RINGPILOT_TIMEOUT_MS ?? '8000', 10),
  },
  segment: {
    writeKey: process.env.SEGMENT_WRITE_KEY,
  },
});
