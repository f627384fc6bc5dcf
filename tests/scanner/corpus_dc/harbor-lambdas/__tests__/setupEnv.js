process.env.RINGLANE_URL = 'https://api.ringlane.io/api/public/v1';
process.env.RINGLANE_KEY_PARAM = '/harbor/test/ringlane/api-key';
process.env.RINGLANE_ACTING_USER = 'svc-lambda@harborviewsolar.com';
process.env.HUBSPOT_TOKEN = 'pat-na1-test';
