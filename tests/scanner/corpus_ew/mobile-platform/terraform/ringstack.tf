variable "ringstack_base_url" {
  type    = string
  default = "https://api.ringstack.io/api/public/v1"
}

resource "aws_ssm_parameter" "ringstack_base_url" {
  name  = "/mobile/dispatch-svc/ringstack/base_url"
  type  = "String"
  value = var.ringstack_base_url
}

resource "aws_secretsmanager_secret" "ringstack_api_key" {
  name        = "mobile/dispatch-svc/ringstack-api-key"
  description = "Shared Ringstack public API key (rotated by sales-ops)"
}

# Push gateway usage-plan key (x-api-key on API Gateway), unrelated to Ringstack.
resource "aws_api_gateway_api_key" "push_gateway" {
  name    = "dispatch-svc-push"
  enabled = true
}

resource "aws_api_gateway_usage_plan_key" "push_gateway" {
  key_id        = aws_api_gateway_api_key.push_gateway.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.push.id
}
