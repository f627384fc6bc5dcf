-- Calltide v2 settings live alongside v1 until the cut-over (see runbook).
INSERT INTO integration_settings (provider, setting_key, setting_value) VALUES
    ('calltide_v2', 'base_url', 'https://api.calltide.com/api/public/v2'),
    ('calltide_v2', 'auth_header', 'Authorization'),
    ('calltide_v2', 'webhook_signature_header', 'Service-Signature');
