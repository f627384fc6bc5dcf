export const environment = {
  production: false,
  apiBase: '/api',
  callvane: {
    baseUrl: 'https://api.callvane.com/api/public/v1',
    apiKey: 'cv_Zr4nT8qLw2YmH6pXk9Bd5cVa1Se',
  },
  intercom: {
    appId: 'x9k2lq7p',
  },
};
