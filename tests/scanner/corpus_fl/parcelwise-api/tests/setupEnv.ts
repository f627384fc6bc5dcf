process.env.NODE_ENV = 'test';
process.env.DATABASE_URL ??= 'postgresql://pw:pw@localhost:5432/parcelwise_test';
process.env.RINGLANE_BASE_URL = 'https://api.ringlane.test/api/public/v1';
process.env.RINGLANE_API_KEY = 'test-key-not-real';
process.env.RINGLANE_WEBHOOK_SECRET = 'whsec_test';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_stripe_test';
process.env.SENDGRID_API_KEY = 'SG.test';
