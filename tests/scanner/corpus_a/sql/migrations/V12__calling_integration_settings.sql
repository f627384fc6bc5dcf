-- V12: store Calling Service integration settings in the generic settings table
-- so ops can flip them without a deploy. Written for the v1 public API.

CREATE TABLE IF NOT EXISTS integration_settings (
    id          BIGSERIAL PRIMARY KEY,
    namespace   VARCHAR(64)  NOT NULL,
    setting_key VARCHAR(128) NOT NULL,
    value       TEXT         NOT NULL,
    is_secret   BOOLEAN      NOT NULL DEFAULT FALSE,
    updated_at  TIMESTAMPTZ  NOT NULL DEFAULT now(),
    UNIQUE (namespace, setting_key)
);

INSERT INTO integration_settings (namespace, setting_key, value, is_secret) VALUES
    ('calling', 'base_url',        'https://api.callservice.example.com/api/public/v1', FALSE),
    ('calling', 'auth_header',     'x-api-key', FALSE),
    ('calling', 'acting_user_header', 'x-user-email', FALSE),
    ('calling', 'shared_key',      'd4e8a1f07c3b92e6a5d01f8c7b4e93a2f6c0d5b8', TRUE),
    ('calling', 'timeout_ms',      '15000', FALSE);

-- Other integrations that share the table (not part of the calling migration)
INSERT INTO integration_settings (namespace, setting_key, value, is_secret) VALUES
    ('stripe',  'base_url',    'https://api.stripe.com/v1', FALSE),
    ('ses',     'lists_url',   'https://email.us-east-1.amazonaws.com/v2/email/contact-lists', FALSE),
    ('geo',     'auth_header', 'x-api-key', FALSE),
    ('geo',     'api_key',     'changeme', TRUE);

CREATE INDEX IF NOT EXISTS idx_integration_settings_ns ON integration_settings (namespace);
