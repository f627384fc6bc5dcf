select
    id            as sendgrid_list_id,
    name          as list_name,
    contact_count
from {{ source('sendgrid', 'contact_lists') }}
