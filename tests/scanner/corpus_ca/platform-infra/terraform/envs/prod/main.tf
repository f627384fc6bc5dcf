module "dispatch" {
  source            = "../../modules/dispatch"
  environment       = "prod"
  ringlane_base_url = "https://api.ringlane.io/api/public/v1"
  ringlane_api_key  = data.aws_secretsmanager_secret_version.ringlane_shared.secret_string
  replicas          = 4
}

module "notify" {
  source               = "../../modules/notify"
  environment          = "prod"
  ringlane_v2_base_url = "https://api.ringlane.io/api/public/v2"
}

# Internal geocoder behind API Gateway; clients send x-api-key.
resource "aws_api_gateway_api_key" "geo_dispatch" {
  name    = "geo-dispatch-prod"
  enabled = true
}

resource "aws_api_gateway_usage_plan_key" "geo_dispatch" {
  key_id        = aws_api_gateway_api_key.geo_dispatch.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.geo.id
}

data "aws_secretsmanager_secret_version" "ringlane_shared" {
  secret_id = "prod/ringlane/shared-key"
}
