import { defineConfig } from "cypress";

export default defineConfig({
  e2e: {
    baseUrl: "http://localhost:5173",
    env: {
      ringlarkBase: "https://api.ringlark.com/api/public/v1",
    },
  },
});
