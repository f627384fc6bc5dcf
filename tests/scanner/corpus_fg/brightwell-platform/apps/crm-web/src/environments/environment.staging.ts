export const environment = {
  production: true,
  apiUrl: '/api',
  dialpath: {
    // staging already points at the v2 sandbox; key is injected at deploy time
    baseUrl: 'https://sandbox.api.dialpath.io/api/public/v2',
    apiKey: '${DIALPATH_WEB_KEY}',
  },
  sentryDsn: '',
};
