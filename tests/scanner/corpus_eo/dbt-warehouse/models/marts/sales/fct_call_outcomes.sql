{{ config(cluster_by=['call_date']) }}

with calls as (
    select * from {{ ref('stg_dialpond__calls') }}
),
lists as (
    select * from {{ ref('stg_dialpond__contact_lists') }}
)

select
    c.call_id,
    to_date(c.started_at)                       as call_date,
    c.agent_email,
    l.list_name,
    l.is_automated,
    c.disposition,
    c.disposition in ('booked', 'callback_booked') as is_booking,
    c.talk_seconds
from calls c
left join lists l on l.list_id = c.contact_list_id
