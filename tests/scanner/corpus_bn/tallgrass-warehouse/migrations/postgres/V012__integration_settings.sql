-- Integration settings consumed by the ops console and the ingest service.
create table if not exists ops.integration_settings (
    integration  text        not null,
    setting_key  text        not null,
    value        text        not null,
    is_secret    boolean     not null default false,
    updated_at   timestamptz not null default now(),
    primary key (integration, setting_key)
);

insert into ops.integration_settings (integration, setting_key, value, is_secret) values
    ('ringlane', 'base_url',          'https://api.ringlane.com/api/public/v1', false),
    ('ringlane', 'auth_header',       'x-api-key',                              false),
    ('ringlane', 'acting_user_header','x-user-email',                           false),
    ('ringlane', 'acting_user',       'ops-console@tallgrassdata.com',          false),
    ('ringlane', 'api_key',           'rl_Qm4Tx8Wz2KcV7nLp9RdB3fYh',            true),
    ('ringlane', 'webhook_header',    'X-Ringlane-Signature',                   false),
    ('sendgrid', 'base_url',          'https://api.sendgrid.com/v3',            false),
    ('sendgrid', 'auth_header',       'Authorization',                          false),
    ('segment',  'write_key',         '${SEGMENT_WRITE_KEY}',                   true)
on conflict (integration, setting_key) do update set value = excluded.value, updated_at = now();
