#!/usr/bin/env node
// Writes src/environments/environment.prod.ts from CI secrets so keys never land in git.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const need = (name) => {
  const v = process.env[name];
  if (!v) {
    console.error(`set-env: missing ${name}`);
    process.exit(1);
  }
  return v;
};

const out = `export const environment = {
  production: true,
  apiUrl: '${need('FIELDKIT_API_URL')}',
  mapboxToken: '${need('MAPBOX_TOKEN')}',
  callvane: {
    baseUrl: '${need('CALLVANE_BASE_URL')}',
    apiKey: '${need('CALLVANE_API_KEY')}',
  },
  pvwatts: { baseUrl: 'https://developer.nrel.gov/api/pvwatts/v8.json' },
};
`;
writeFileSync(join(__dirname, '..', 'src', 'environments', 'environment.prod.ts'), out);
console.log('set-env: wrote environment.prod.ts');
