create table if not exists ops.webhook_events (
    id             bigserial primary key,
    source         text not null check (source in ('ringlane', 'stripe', 'github')),
    signature      text,
    verified       boolean not null default false,
    payload        jsonb not null,
    received_at    timestamptz not null default now()
);

create index if not exists webhook_events_source_received_idx
    on ops.webhook_events (source, received_at desc);

comment on column ops.webhook_events.signature is
    'Raw signature header value (Stripe-Signature, X-Hub-Signature-256, ...)';
