resource "aws_ssm_parameter" "ringlane_base_url" {
  name  = "/dispatch/${var.env}/RINGLANE_BASE_URL"
  type  = "String"
  value = "https://api.ringlane.io/api/public/v1"
}

resource "aws_ssm_parameter" "ringlane_api_key" {
  name  = "/dispatch/${var.env}/RINGLANE_API_KEY"
  type  = "SecureString"
  value = var.ringlane_api_key
}

resource "aws_api_gateway_api_key" "partner" {
  name    = "brindle-partner-${var.env}"
  enabled = true
}

resource "aws_api_gateway_usage_plan" "partner" {
  name = "partner-${var.env}"
  api_stages {
    api_id = aws_api_gateway_rest_api.partner.id
    stage  = aws_api_gateway_stage.v1.stage_name
  }
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}
