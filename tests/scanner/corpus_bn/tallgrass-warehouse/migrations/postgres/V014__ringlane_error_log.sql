create table if not exists ops.ringlane_request_log (
    id           bigserial primary key,
    endpoint     text not null,
    http_status  int  not null,
    error        text,              -- flat "error" string from the API response
    details      jsonb,
    created_at   timestamptz not null default now()
);

create or replace view ops.v_ringlane_user_errors as
select created_at, endpoint, error
from ops.ringlane_request_log
where http_status = 404 and error = 'user not found';
