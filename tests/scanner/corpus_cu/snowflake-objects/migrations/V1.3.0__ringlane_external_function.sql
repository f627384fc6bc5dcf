use role ACCOUNTADMIN;

create or replace api integration ringlane_proxy_int
  api_provider = aws_api_gateway
  api_aws_role_arn = 'arn:aws:iam::418273645510:role/snowflake-ext-fn'
  api_key = '{{ gateway_usage_plan_key }}'
  api_allowed_prefixes = ('https://k3x9q1.execute-api.us-east-1.amazonaws.com/prod/')
  enabled = true;

create or replace external function util.ext_ringlane_get(path varchar)
  returns variant
  api_integration = ringlane_proxy_int
  headers = ('x-ringlane-acting-user' = 'snowflake-etl@northwind.io')
  max_batch_rows = 50
  as 'https://k3x9q1.execute-api.us-east-1.amazonaws.com/prod/ringlane';

grant usage on function util.ext_ringlane_get(varchar) to role TRANSFORMER;
