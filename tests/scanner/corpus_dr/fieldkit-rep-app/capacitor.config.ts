import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.fieldkitsolar.rep',
  appName: 'Fieldkit Rep',
  webDir: 'www',
  server: {
    androidScheme: 'https',
    allowNavigation: ['api.fieldkitsolar.com', '*.callvane.com'],
  },
  plugins: {
    SplashScreen: { launchShowDuration: 800 },
    CapacitorHttp: { enabled: true },
  },
};

export default config;
