variable "name" { type = string }
variable "stage_name" { type = string }

resource "aws_api_gateway_rest_api" "this" {
  name = var.name
  api_key_source = "HEADER"
}

resource "aws_api_gateway_usage_plan" "ops" {
  name = "${var.name}-ops"
  api_stages {
    api_id = aws_api_gateway_rest_api.this.id
    stage  = var.stage_name
  }
  throttle_settings {
    rate_limit  = 20
    burst_limit = 40
  }
}

resource "aws_api_gateway_api_key" "ci" {
  name = "${var.name}-ci"
}

resource "aws_api_gateway_usage_plan_key" "ci" {
  key_id        = aws_api_gateway_api_key.ci.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.ops.id
}

output "invoke_hint" {
  value = "curl -H 'x-api-key: <key>' https://${aws_api_gateway_rest_api.this.id}.execute-api.eu-west-1.amazonaws.com/${var.stage_name}/"
}
