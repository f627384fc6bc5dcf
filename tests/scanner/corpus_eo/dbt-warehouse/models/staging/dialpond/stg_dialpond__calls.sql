select
    call_id,
    contact_list_id,
    agent_email,
    lower(disposition)                          as disposition,
    direction,
    started_at,
    datediff('second', started_at, ended_at)    as talk_seconds,
    try_to_number(recording_duration_ms) / 1000 as recording_seconds,
    nullif(customer_phone, '')                  as customer_phone
from {{ source('dialpond', 'calls') }}
where not coalesce(is_test_call, false)
