-- 010_integration_settings.sql
-- Seed data for the integrations admin screen (local dev + staging refresh).
-- Applied by `make db-seed`. Production values are managed in the admin UI.

BEGIN;

INSERT INTO integration_settings (provider, setting_key, setting_value, is_secret, updated_by)
VALUES
  ('calling', 'base_url',        'https://calls.staging.marlowe-solar.com/api/public/v2', false, 'seed'),
  ('calling', 'legacy_api_key',  'ms_shared_3Tq7Wv1Zc5Bx9Nr2Kp6Hd8Jf4Lm0Gy',         true,  'seed'),
  ('calling', 'api_key',         '${CALLING_API_KEY}',                               true,  'seed'),
  ('calling', 'page_size',       '200',                                              false, 'seed'),
  ('sendgrid', 'base_url',       'https://api.sendgrid.com/v3',                      false, 'seed'),
  ('sendgrid', 'api_key',        'changeme',                                         true,  'seed'),
  ('enphase', 'base_url',        'https://api.enphaseenergy.com/api/v4',             false, 'seed'),
  ('enphase', 'api_key',         '<your-enphase-key>',                               true,  'seed')
ON CONFLICT (provider, setting_key) DO UPDATE
  SET setting_value = EXCLUDED.setting_value,
      updated_by    = EXCLUDED.updated_by,
      updated_at    = now();

INSERT INTO feature_flags (name, enabled, description)
VALUES
  ('calling_v2_lists',   true,  'Create lists with POST /lists + imports'),
  ('calling_change_feed', true, 'Poll GET /changes every 15s as a webhook backstop'),
  ('legacy_dialer_export', false, 'Old nightly CSV export (retired)')
ON CONFLICT (name) DO NOTHING;

COMMIT;
