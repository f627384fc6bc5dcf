// Dev: everything goes through the dev-server proxy (see proxy.conf.json).
export const environment = {
  production: false,
  apiUrl: '/api',
  callhive: {
    baseUrl: '/callhive',
    apiKey: 'chv_dev_Zq81mWk3PxT0aLr5Yc7Hn2',
    useV2: false,
  },
  sentryDsn: '',
};
