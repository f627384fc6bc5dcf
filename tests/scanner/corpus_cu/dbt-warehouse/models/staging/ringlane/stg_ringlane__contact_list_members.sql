select
    contact_list_id,
    contact_list_name,
    regexp_replace(phone, '[^0-9+]', '') as phone_e164,
    added_at,
    _snapshot_date
from {{ source('ringlane', 'contact_list_members') }}
qualify row_number() over (partition by contact_list_id, phone_e164, _snapshot_date order by added_at desc) = 1
