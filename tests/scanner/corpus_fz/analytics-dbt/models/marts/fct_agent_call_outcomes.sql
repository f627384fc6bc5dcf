select
    agent_email,
    date_trunc('week', started_at_utc) as week,
    count(*)                            as calls,
    count_if(disposition = 'renewed')   as renewals,
    avg(duration_seconds)               as avg_duration_s
from {{ ref('stg_callbridge__calls') }}
group by 1, 2
