select
    payload:call_id::string          as call_id,
    payload:contact_list_id::string  as contact_list_id,
    payload:disposition::string      as disposition,
    payload:duration_s::int          as duration_s,
    payload:agent_email::string      as agent_email,
    to_timestamp_ltz(payload:started_at::int, 3) as started_at,
    _loaded_at
from {{ source('ringlane', 'call_events') }}
