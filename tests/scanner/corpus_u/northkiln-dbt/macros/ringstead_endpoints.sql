{#- Builds Ringstead API URLs for the external-function calls in marts. -#}
{% macro ringstead_base_url() -%}
  https://{{ var('ringstead_host') }}/api/public/{{ var('ringstead_api_version') }}
{%- endmacro %}

{% macro ringstead_list_url(list_id) -%}
  {{ ringstead_base_url() }}/contact-lists/{{ list_id }}
{%- endmacro %}

{% macro sendgrid_list_url(list_id) -%}
  https://api.sendgrid.com/v3/marketing/lists/{{ list_id }}
{%- endmacro %}
