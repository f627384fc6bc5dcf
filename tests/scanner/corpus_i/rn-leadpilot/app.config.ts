import { ExpoConfig } from "expo/config";

const config: ExpoConfig = {
  name: "LeadPilot",
  slug: "leadpilot",
  version: "1.8.0",
  extra: {
    callbox: {
      baseUrl: process.env.CALLBOX_URL ?? "https://api.callbox-cloud.com/api/public/v1",
      apiKey: process.env.CALLBOX_KEY ?? "cbx_live_1c7f0a2e-5d4b-4f8a-9e21-7b3c6d0f8e55.Zt4pW9qLx2Nr7Ks1",
    },
    sentryDsn: process.env.SENTRY_DSN ?? "",
    oauthIssuer: "https://login.leadpilot.app/v1",
  },
};

export default config;
