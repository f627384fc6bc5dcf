with snap as (
    select
        list_id,
        name                                   as list_name,
        n_contacts,
        created_at,
        snapshot_at,
        row_number() over (partition by list_id order by snapshot_at desc) as rn
    from {{ source('dialpond', 'contact_lists') }}
)

select
    list_id,
    list_name,
    n_contacts,
    created_at,
    snapshot_at                                as last_seen_at,
    startswith(list_name, '[auto]')            as is_automated
from snap
where rn = 1
