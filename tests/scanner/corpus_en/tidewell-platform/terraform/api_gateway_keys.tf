resource "aws_api_gateway_usage_plan" "geo" {
  name = "geo-lookup-internal"

  api_stages {
    api_id = aws_api_gateway_rest_api.geo.id
    stage  = aws_api_gateway_stage.geo_v1.stage_name
  }

  throttle_settings {
    burst_limit = 50
    rate_limit  = 20
  }
}

resource "aws_api_gateway_api_key" "agent_console" {
  name = "agent-console"
}

resource "aws_api_gateway_usage_plan_key" "agent_console" {
  key_id        = aws_api_gateway_api_key.agent_console.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.geo.id
}

resource "vault_kv_secret_v2" "agent_console_geo" {
  mount = "secret"
  name  = "sales/agent-console-geo"
  data_json = jsonencode({
    "api-key" = aws_api_gateway_api_key.agent_console.value
  })
}
