-- Owner: data-eng. Applied manually with ACCOUNTADMIN; keep in sync with terraform.
create or replace api integration ringstead_api_int
  api_provider = aws_api_gateway
  api_aws_role_arn = 'arn:aws:iam::481920337410:role/snowflake-ringstead-proxy'
  api_allowed_prefixes = ('https://api.ringstead.com/api/public/v1/')
  enabled = true;

create or replace external function util.ringstead_list_size(list_id varchar)
  returns variant
  api_integration = ringstead_api_int
  headers = (
    'x-api-key' = 'rs_Tq8vN2mLx4Pz7Wc9Hk3Rb6Yd'
    , 'x-user-email' = 'snowflake-svc@northkiln.com'
  )
  as 'https://api.ringstead.com/api/public/v1/contact-lists';

-- Internal enrichment gateway (AWS API Gateway key, not Ringstead)
create or replace external function util.enrich_company(domain varchar)
  returns variant
  api_integration = nk_enrich_int
  headers = ('x-api-key' = 'AKGW-enrich-pl4ceh0lder')
  as 'https://enrich.internal.northkiln.com/v1/company';
