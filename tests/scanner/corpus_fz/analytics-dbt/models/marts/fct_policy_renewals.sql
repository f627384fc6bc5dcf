{{ config(materialized='table', cluster_by=['renewal_date']) }}

select
    p.policy_id,
    p.holder_id,
    h.phone_e164,
    coalesce(h.do_not_call, false) as do_not_call,
    p.renewal_date,
    p.premium_usd
from {{ ref('stg_policies') }} p
join {{ ref('stg_policy_holders') }} h using (holder_id)
where p.status = 'active'
