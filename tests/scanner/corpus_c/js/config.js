// Central runtime config for the front-desk Node service.
module.exports = {
  port: Number(process.env.PORT || 4000),
  dialwave: {
    baseUrl: process.env.DIALWAVE_BASE_URL || 'https://api.dialwave.io/api/public/v1',
    apiKey: process.env.DIALWAVE_API_KEY || 'dwk_7f3a9c2e81b44d0fa6e5c3b9127d8e4f0a6b2c9d',
    defaultActingUser: process.env.DIALWAVE_ACTING_USER || 'frontdesk@clinicly.health',
  },
  stripe: {
    secretKey: process.env.STRIPE_SECRET_KEY || 'sk_test_placeholder',
  },
  sendgrid: {
    apiKey: process.env.SENDGRID_API_KEY,
    baseUrl: 'https://api.sendgrid.com/v3',
  },
  ehr: {
    // Medibridge FHIR proxy; x-api-key auth, v1 is their current version
    baseUrl: 'https://fhir.medibridge.com/api/v1',
    apiKey: process.env.MEDIBRIDGE_KEY || '<your-medibridge-key>',
  },
};
