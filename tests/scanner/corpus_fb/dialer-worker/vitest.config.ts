import { defineWorkersConfig } from "@cloudflare/vitest-pool-workers/config";

export default defineWorkersConfig({
  test: {
    poolOptions: {
      workers: {
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            RINGLANE_API_KEY: "test-key",
            RINGLANE_WEBHOOK_SECRET: "whsec_test",
            STRIPE_WEBHOOK_SECRET: "whsec_stripe_test",
          },
        },
      },
    },
  },
});
