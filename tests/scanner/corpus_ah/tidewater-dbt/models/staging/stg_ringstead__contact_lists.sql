with source as (
    select * from {{ source('ringstead', 'contact_lists') }}
),

renamed as (
    select
        id                              as contact_list_id,
        name                            as contact_list_name,
        lower(owner)                    as owner_email,
        contact_count,
        created_at::timestamp_ntz       as created_at,
        updated_at::timestamp_ntz       as updated_at
    from source
)

select * from renamed
