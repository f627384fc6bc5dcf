-- Seed shared key for the staging environment only (prod uses vault).
INSERT INTO integration_settings (provider, setting_key, setting_value)
VALUES ('calltide', 'api_key', 'ct_Ys6Hp3Nw9Qz2Kv8Rb5Lm4TjX')
ON CONFLICT (provider, setting_key) DO UPDATE SET setting_value = EXCLUDED.setting_value;
