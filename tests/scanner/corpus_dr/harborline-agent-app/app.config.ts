import type { ConfigContext, ExpoConfig } from 'expo/config';

type AppEnv = 'development' | 'preview' | 'production';

const APP_ENV = (process.env.APP_ENV ?? 'development') as AppEnv;

// Ringlane (dialer vendor) – one tenant per environment
const RINGLANE_URLS: Record<AppEnv, string> = {
  development: 'https://sandbox.ringlane.io/api/public/v1',
  preview: 'https://api.ringlane.io/api/public/v1',
  production: process.env.RINGLANE_API_URL ?? 'https://api.ringlane.io/api/public/v1',
};

const BACKEND_URLS: Record<AppEnv, string> = {
  development: 'https://dev-api.harborline.com/v1',
  preview: 'https://staging-api.harborline.com/v1',
  production: 'https://api.harborline.com/v1',
};

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: APP_ENV === 'production' ? 'Harborline Agent' : `Harborline Agent (${APP_ENV})`,
  slug: 'harborline-agent',
  scheme: 'harborline',
  version: '3.14.0',
  orientation: 'portrait',
  ios: {
    bundleIdentifier: 'com.harborline.agent',
    supportsTablet: false,
  },
  android: {
    package: 'com.harborline.agent',
  },
  plugins: ['expo-router', 'expo-secure-store'],
  extra: {
    appEnv: APP_ENV,
    backendUrl: BACKEND_URLS[APP_ENV],
    ringlaneApiUrl: RINGLANE_URLS[APP_ENV],
    // TODO(mobile-infra): move to EAS secrets before GA
    ringlaneApiKey: process.env.RINGLANE_API_KEY ?? 'rl_pk_7Hn2QxV9sLm4Tb8WcZ1eR6yA',
    mapsApiKey: process.env.GOOGLE_MAPS_KEY,
    eas: {
      projectId: '5b1d7c3e-2f4a-4e8b-9c61-0a7d3f2e9b14',
    },
  },
});
