select
    id::varchar        as contact_list_id,
    name               as contact_list_name,
    contact_count,
    _fivetran_synced   as synced_at
from {{ source('sendgrid', 'contact_list') }}
where not coalesce(_fivetran_deleted, false)
