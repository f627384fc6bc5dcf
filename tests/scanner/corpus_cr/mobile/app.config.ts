import type { ExpoConfig } from "expo/config";

const config: ExpoConfig = {
  name: "Tallyho",
  slug: "tallyho",
  scheme: "tallyho",
  version: "1.6.0",
  ios: { bundleIdentifier: "dev.tallyho.app" },
  android: { package: "dev.tallyho.app" },
  extra: {
    apiUrl: process.env.EXPO_PUBLIC_API_URL ?? "https://tallyho-api.onrender.com",
    eas: { projectId: "5b1e9c0a-2f6d-4b8e-9a71-3c2d4e5f6a7b" },
  },
};

export default config;
