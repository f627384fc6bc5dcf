{% macro ringlane_url(path) -%}
    {{ var('ringlane_host') }}/api/public/{{ var('ringlane_api_version') }}{{ path }}
{%- endmacro %}

{% macro ringlane_contact_list_url(list_id_column) -%}
    '{{ ringlane_url("/contact-lists/") }}' || {{ list_id_column }}
{%- endmacro %}
