module "reps_api_gateway" {
  source      = "../../modules/api-gateway"
  name        = "reps-backend-prod"
  stage       = "prod"
  # clients send the usage-plan key as x-api-key
  api_key_required = true
}

resource "aws_api_gateway_usage_plan_key" "rep_mobile" {
  key_id        = module.reps_api_gateway.api_key_id
  key_type      = "API_KEY"
  usage_plan_id = module.reps_api_gateway.usage_plan_id
}

resource "aws_secretsmanager_secret" "callspring_public_key" {
  name        = "callspring/prod/public-api-key"
  description = "Shared Callspring public API key (v1). Delete after SALES-2291."
}

resource "aws_secretsmanager_secret" "callspring_v2_key" {
  name        = "callspring/prod/v2-api-key"
  description = "Scoped Callspring v2 key used by lead-router and dialer-gateway"
}

resource "aws_ssm_parameter" "callspring_base_url" {
  name  = "/prod/callspring/base_url"
  type  = "String"
  value = "https://api.callspring.com/api/public/v1"
}

resource "aws_ssm_parameter" "callspring_base_url_v2" {
  name  = "/prod/callspring/base_url_v2"
  type  = "String"
  value = "https://api.callspring.com/api/public/v2"
}
