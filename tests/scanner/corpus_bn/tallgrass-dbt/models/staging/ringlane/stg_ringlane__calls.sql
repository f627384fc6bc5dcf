with source as (
    select * from {{ source('ringlane', 'calls') }}
),

renamed as (
    select
        call_id,
        agent_email,
        lower(trim(direction))                 as direction,
        disposition,
        duration_ms / 1000.0                   as duration_s,
        to_timestamp_ntz(started_at)           as started_at,
        payload:contact:phone::string          as contact_phone,
        payload:list_id::string                as contact_list_id,
        _loaded_at
    from source
    where call_id is not null
)

select * from renamed
