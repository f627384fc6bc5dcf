resource "aws_ssm_parameter" "ringlane_base_url" {
  name  = "/${var.env}/sales-ops/ringlane/base-url"
  type  = "String"
  value = var.ringlane_base_url
}

resource "aws_ssm_parameter" "ringlane_api_key" {
  name  = "/${var.env}/sales-ops/ringlane/api-key"
  type  = "SecureString"
  value = var.ringlane_api_key
}

# Audit log: API Gateway REST API with usage-plan keys (x-api-key).
resource "aws_api_gateway_rest_api" "audit" {
  name = "audit-${var.env}"
}

resource "aws_api_gateway_method" "post_event" {
  rest_api_id      = aws_api_gateway_rest_api.audit.id
  resource_id      = aws_api_gateway_rest_api.audit.root_resource_id
  http_method      = "POST"
  authorization    = "NONE"
  api_key_required = true
}

resource "aws_api_gateway_api_key" "dialer_workflows" {
  name = "dialer-workflows-${var.env}"
}

resource "aws_api_gateway_stage" "audit" {
  rest_api_id   = aws_api_gateway_rest_api.audit.id
  deployment_id = aws_api_gateway_rest_api.audit.id
  stage_name    = var.audit_api_stage
}
