export const environment = {
  production: true,
  apiUrl: '/api',
  dialpath: {
    baseUrl: 'https://api.dialpath.io/api/public/v1',
    apiKey: 'dpk_Hc3vN8qLw1ZrT6mKy4Ps9Bf2Xd',
  },
  sentryDsn: 'https://4f2e1c9b0a@o451234.ingest.sentry.io/5501234',
};
