export const environment = {
  production: true,
  apiBase: '/api',
  callvane: {
    // migrated: production already points at the v2 API (keys are injected at deploy time)
    baseUrl: 'https://api.callvane.com/api/public/v2',
    apiKey: '${CALLVANE_KEY}',
  },
  intercom: {
    appId: 'k3m8zq1t',
  },
};
