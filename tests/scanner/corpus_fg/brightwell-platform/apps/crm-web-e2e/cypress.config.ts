import { nxE2EPreset } from '@nx/cypress/plugins/cypress-preset';
import { defineConfig } from 'cypress';

export default defineConfig({
  e2e: {
    ...nxE2EPreset(__filename, { cypressDir: 'src', webServerCommands: { default: 'nx run crm-web:serve' } }),
    baseUrl: 'http://localhost:4200',
  },
  env: {
    DIALPATH_URL: 'https://sandbox.api.dialpath.io/api/public/v1',
  },
});
