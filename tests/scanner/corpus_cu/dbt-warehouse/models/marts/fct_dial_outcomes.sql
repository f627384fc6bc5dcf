{{ config(materialized='incremental', unique_key='call_id') }}

select
    e.call_id,
    e.contact_list_id,
    m.contact_list_name,
    e.disposition,
    e.duration_s,
    e.started_at,
    {{ ringlane_contact_list_url('e.contact_list_id') }} as contact_list_api_url
from {{ ref('stg_ringlane__call_events') }} e
left join {{ ref('stg_ringlane__contact_list_members') }} m
  on m.contact_list_id = e.contact_list_id
 and m._snapshot_date = e.started_at::date
{% if is_incremental() %}
where e._loaded_at > (select max(_loaded_at) from {{ this }})
{% endif %}
