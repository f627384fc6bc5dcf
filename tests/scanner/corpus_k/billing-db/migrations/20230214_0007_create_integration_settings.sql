CREATE TABLE integration_settings (
    id            SERIAL PRIMARY KEY,
    provider      VARCHAR(64)  NOT NULL,
    setting_key   VARCHAR(128) NOT NULL,
    setting_value TEXT         NOT NULL,
    updated_at    TIMESTAMPTZ  NOT NULL DEFAULT now(),
    UNIQUE (provider, setting_key)
);

INSERT INTO integration_settings (provider, setting_key, setting_value) VALUES
    ('calltide', 'base_url', 'https://api.calltide.com/api/public/v1'),
    ('calltide', 'auth_header', 'x-api-key'),
    ('calltide', 'acting_user_header', 'x-user-email'),
    ('calltide', 'lists_endpoint', '/contact-lists'),
    ('calltide', 'webhook_signature_header', 'X-Calltide-Signature'),
    ('sendgrid', 'base_url', 'https://api.sendgrid.com/v3'),
    ('sendgrid', 'auth_header', 'Authorization'),
    ('stripe', 'webhook_signature_header', 'Stripe-Signature');
