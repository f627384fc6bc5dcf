export const environment = {
  production: true,
  apiUrl: 'https://fleet-staging.northbeam.io/api',
  callhive: {
    baseUrl: 'https://sandbox.callhive.io/api/public/v2',
    apiKey: '__CALLHIVE_API_KEY__',
    useV2: true,
  },
  sentryDsn: '',
};
