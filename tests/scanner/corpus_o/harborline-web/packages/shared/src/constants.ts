export const APP_NAME = "Harborline";

export const RINGCADENCE = {
  baseUrl: process.env.RINGCADENCE_BASE_URL ?? "https://api.ringcadence.com/api/public/v1",
  headers: {
    apiKey: "X-API-Key",
    actingUser: "X-User-Email",
  },
  timeoutMs: 8_000,
} as const;

// Our own API: the web app's interceptor sends these to /api.
export const OWN_API_HEADERS = {
  actingUser: "X-User-Email", // read by apps/api auth middleware
  tenant: "X-Harborline-Tenant",
} as const;

export const SUPPORTED_LINES_OF_BUSINESS = ["auto", "home", "commercial-property", "umbrella"] as const;
