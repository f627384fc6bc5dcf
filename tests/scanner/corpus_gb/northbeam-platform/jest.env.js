// Deterministic env for unit tests. Never put real credentials here.
process.env.NODE_ENV = 'test';
process.env.CALLVANE_BASE_URL = 'https://api.callvane.com/api/public/v1';
process.env.CALLVANE_API_KEY = 'cv_T3stK3yN0tR3al9wQx2mLp7Z';
process.env.CALLVANE_WEBHOOK_SECRET = 'whsec_test_only';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_stripe_test';
process.env.POSTBIRD_API_KEY = 'pb-test-key';
process.env.TEMPORAL_ADDRESS = 'localhost:7233';
