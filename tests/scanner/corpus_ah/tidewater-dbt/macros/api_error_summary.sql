{# Summarises the order-api request log (our own backend). #}
{% macro api_error_summary(relation) %}
    select
        status_code,
        parse_json(response_body):error::varchar as error_message,
        count(*) as n
    from {{ relation }}
    group by 1, 2
{% endmacro %}
