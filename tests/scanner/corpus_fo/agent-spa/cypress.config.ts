import { defineConfig } from 'cypress'

export default defineConfig({
  e2e: {
    baseUrl: 'http://localhost:5173',
    supportFile: 'cypress/support/commands.ts',
    env: {
      RINGLANE_URL: 'https://api.ringlane.io/api/public/v1',
    },
  },
  video: false,
})
