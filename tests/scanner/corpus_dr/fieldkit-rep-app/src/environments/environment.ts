// Local / staging build. `scripts/set-env.js` generates environment.prod.ts in CI.
export const environment = {
  production: false,
  apiUrl: 'https://staging-api.fieldkitsolar.com/v1',
  mapboxToken: 'pk.eyJ1IjoiZmllbGRraXQiLCJhIjoiY2x4OXoifQ.placeholder',
  callvane: {
    baseUrl: 'https://sandbox.callvane.com/api/public/v1',
    apiKey: 'cv_9fK2mPq7Xw4Ls8Hd3Rt6Yb1Nz5',
  },
  pvwatts: {
    baseUrl: 'https://developer.nrel.gov/api/pvwatts/v8.json',
  },
};
