with source as (
    select * from {{ source('callbridge', 'calls') }}
),

renamed as (
    select
        call_id,
        lower(agent_email)                         as agent_email,
        to_number_e164                             as phone_e164,
        direction,
        disposition,
        duration_seconds,
        convert_timezone('UTC', started_at)        as started_at_utc,
        _loaded_at
    from source
    where call_id is not null
)

select * from renamed
