export const environment = {
  production: true,
  apiUrl: 'https://fleet.northbeam.io/api',
  callhive: {
    baseUrl: 'https://api.callhive.io/api/public/v1',
    // injected at deploy time by scripts/inject-env.sh
    apiKey: '__CALLHIVE_API_KEY__',
    useV2: false,
  },
  sentryDsn: 'https://4f2a9c1e@o412.ingest.sentry.io/55012',
};
