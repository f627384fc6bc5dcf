with source as (
    select * from {{ source('dialwave', 'dialwave_calls') }}
),

renamed as (
    select
        id::varchar                     as call_id,
        user_email                      as rep_email,
        contact_list_id                 as contact_list_id,
        to_phone                        as dialed_number,
        duration_seconds::int           as duration_s,
        disposition,
        convert_timezone('UTC', started_at::timestamp_ntz) as started_at_utc
    from source
    where coalesce(is_test, false) = false
)

select * from renamed
