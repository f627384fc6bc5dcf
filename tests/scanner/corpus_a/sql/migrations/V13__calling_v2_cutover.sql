-- V13: cut the Calling Service integration over to API v2.
-- v1 is retired (410 api_v1_retired); the shared key and the acting-user
-- header are no longer accepted, so we remove those rows entirely.

BEGIN;

UPDATE integration_settings
   SET value = 'https://api.callservice.example.com/api/public/v2',
       updated_at = now()
 WHERE namespace = 'calling' AND setting_key = 'base_url';

UPDATE integration_settings
   SET value = 'Authorization',
       updated_at = now()
 WHERE namespace = 'calling' AND setting_key = 'auth_header';

DELETE FROM integration_settings
 WHERE namespace = 'calling'
   AND setting_key IN ('acting_user_header', 'shared_key', 'lists_path');

INSERT INTO integration_settings (namespace, setting_key, value, is_secret) VALUES
    ('calling', 'auth_scheme',        'Bearer', FALSE),
    ('calling', 'idempotency_header', 'Idempotency-Key', FALSE),
    ('calling', 'api_key',            '${CALLING_API_KEY}', TRUE),
    ('calling', 'lists_path',         '/lists', FALSE)
ON CONFLICT (namespace, setting_key) DO UPDATE SET value = EXCLUDED.value;

COMMIT;
