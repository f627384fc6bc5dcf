import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: process.env.HUB_BASE_URL ?? "http://localhost:8080",
    extraHTTPHeaders: {
      "x-relaydesk-tenant": "tnt_acme_dev",
      "X-User-Email": "e2e@relaydesk.io",
    },
  },
  reporter: [["list"], ["html", { open: "never" }]],
});
