-- Integration settings for the Callvance dialer.
-- Values are read at startup by IntegrationSettingsLoader and can be changed from the admin UI.

CREATE TABLE IF NOT EXISTS integration_settings (
    integration VARCHAR(64)  NOT NULL,
    setting_key VARCHAR(128) NOT NULL,
    value       TEXT         NOT NULL,
    updated_at  TIMESTAMPTZ  NOT NULL DEFAULT now(),
    PRIMARY KEY (integration, setting_key)
);

INSERT INTO integration_settings (integration, setting_key, value) VALUES
    ('callvance', 'base_url',          'https://api.callvance.io/api/public/v1'),
    ('callvance', 'api_key',           'cvk_Qm4nW8rT2yXb6PkLs9DfGh1Ju5Ve'),
    ('callvance', 'acting_user_email', 'dialer-bot@tidewell.com'),
    ('callvance', 'unbound_list_id',   '4411'),
    ('sendgrid',  'base_url',          'https://api.sendgrid.com/v3'),
    ('sendgrid',  'from_address',      'quotes@tidewell.com');
