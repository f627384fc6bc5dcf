-- REVOPS-388: v2 settings for the calls export. Key lives in Key Vault, not here.
INSERT INTO dbo.integration_settings (vendor, setting_key, setting_val, is_secret) VALUES
    (N'dialwave_v2', N'base_url',      N'https://api.dialwave.com/api/public/v2', 0),
    (N'dialwave_v2', N'auth_scheme',   N'Bearer', 0),
    (N'dialwave_v2', N'api_key_ref',   N'kv://revops-kv/dialwave-v2-key', 1),
    (N'dialwave_v2', N'webhook_header', N'Service-Signature', 0);
