-- 020_integration_settings.sql
-- Seed rows for the integration_settings table (ops-admin reads these at boot).
-- Re-runnable: ON CONFLICT keeps manual edits made through ops-admin.

BEGIN;

INSERT INTO integration_settings (provider, setting_key, setting_value, is_secret) VALUES
    ('dialsuite', 'base_url',            'https://api.dialsuite.com/api/public/v1', false),
    ('dialsuite', 'auth_header',         'x-api-key',                               false),
    ('dialsuite', 'shared_key',          'dsk_4Wm8QpLz2XvN7rT1kB9cF3yH6jD0sA5eRt6Y', true),
    ('dialsuite', 'callback_list_id',    '7310',                                    false),
    ('stripe',    'base_url',            'https://api.stripe.com/v1',               false),
    ('stripe',    'secret_key',          '${STRIPE_SECRET_KEY}',                    true),
    ('twilio',    'base_url',            'https://api.twilio.com/2010-04-01',       false),
    ('ses',       'endpoint',            'https://email.eu-west-1.amazonaws.com',   false),
    ('wms',       'base_url',            'https://wms.haulwise.internal/api/v1',    false),
    ('wms',       'auth_header',         'x-api-key',                               false)
ON CONFLICT (provider, setting_key) DO NOTHING;

-- Stored retry policy per provider (read by the outbox worker).
INSERT INTO integration_retry_policy (provider, retry_statuses, max_attempts, base_delay_ms) VALUES
    ('dialsuite', ARRAY[429],           5, 2000),
    ('stripe',    ARRAY[409, 429, 503], 4, 500),
    ('twilio',    ARRAY[429, 503],      3, 1000)
ON CONFLICT (provider) DO UPDATE SET retry_statuses = EXCLUDED.retry_statuses;

-- Convenience for reports and ad-hoc psql: full URL of a DialSuite resource.
CREATE OR REPLACE FUNCTION dialsuite_url(resource text)
RETURNS text
LANGUAGE sql STABLE AS $$
    SELECT setting_value || '/' || ltrim(resource, '/')
    FROM integration_settings
    WHERE provider = 'dialsuite' AND setting_key = 'base_url';
$$;

-- Outbox rows the worker replays against DialSuite.
CREATE OR REPLACE VIEW dialsuite_pending_callbacks AS
SELECT o.id,
       'POST' AS http_method,
       dialsuite_url('contact-lists/' || s.setting_value || '/contacts') AS url,
       o.payload
FROM outbox o
JOIN integration_settings s ON s.provider = 'dialsuite' AND s.setting_key = 'callback_list_id'
WHERE o.topic = 'callback.requested' AND o.sent_at IS NULL;

COMMIT;
