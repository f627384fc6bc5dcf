{#
  Creates the Snowflake external functions that let dbt post-hooks push
  segments into Ringlane dialer contact lists. Runs via `dbt run-operation`.
#}
{% macro create_ringlane_functions() %}
  {% set api_version = 'v1' %}
  {% set base = 'https://api.ringlane.com/api/public/' ~ api_version %}

  create or replace external function {{ target.database }}.integrations.ringlane_list_contact_lists()
    returns variant
    api_integration = {{ var('ringlane_api_integration') }}
    headers = (
      'x-api-key' = '{{ env_var("RINGLANE_API_KEY") }}',
      'x-user-email' = 'data-eng-bot@tallgrassdata.com'
    )
    as '{{ base }}/contact-lists';

  create or replace external function {{ target.database }}.integrations.ringlane_append_contacts(list_id varchar, phones array)
    returns variant
    api_integration = {{ var('ringlane_api_integration') }}
    context_headers = (current_timestamp)
    as '{{ base }}/contact-lists/append-proxy';
{% endmacro %}
