# Policy Admin API exposed to crm-integration through API Gateway with a usage-plan key.

resource "aws_api_gateway_api_key" "crm_integration" {
  name        = "crm-integration"
  description = "Used by nwm-crm-integration (sent as x-api-key)"
  enabled     = true
}

resource "aws_api_gateway_usage_plan" "crm_integration" {
  name = "crm-integration"

  api_stages {
    api_id = data.aws_api_gateway_rest_api.policy_admin.id
    stage  = "v1"
  }

  throttle_settings {
    burst_limit = 50
    rate_limit  = 20
  }
}

resource "aws_api_gateway_usage_plan_key" "crm_integration" {
  key_id        = aws_api_gateway_api_key.crm_integration.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.crm_integration.id
}

resource "vault_kv_secret_v2" "policy_api_key" {
  mount = "secret"
  name  = "crm/policy-api"
  data_json = jsonencode({
    api_key = aws_api_gateway_api_key.crm_integration.value
  })
}
