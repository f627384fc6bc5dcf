terraform {
  required_version = ">= 1.6"
  backend "s3" {
    bucket = "brightpath-tfstate"
    key    = "dialer/terraform.tfstate"
    region = "us-east-1"
  }
}

locals {
  env                = terraform.workspace
  callforge_base_url = "https://api.callforge.com/api/public/v1"
  mailroom_base_url  = "https://api.mailroom.dev/v1"
  common_tags = {
    team    = "revenue-platform"
    service = "dialer"
    env     = terraform.workspace
  }
}

resource "aws_ssm_parameter" "callforge_base_url" {
  name  = "/${local.env}/dialer/CALLFORGE_BASE_URL"
  type  = "String"
  value = local.callforge_base_url
  tags  = local.common_tags
}

resource "aws_ssm_parameter" "callforge_api_key" {
  name  = "/${local.env}/dialer/CALLFORGE_API_KEY"
  type  = "SecureString"
  value = var.callforge_api_key
  tags  = local.common_tags
}

# Internal billing API is fronted by API Gateway with usage-plan keys (x-api-key).
resource "aws_api_gateway_api_key" "dialer_billing" {
  name    = "dialer-gateway-${local.env}"
  enabled = true
}

resource "aws_api_gateway_usage_plan_key" "dialer_billing" {
  key_id        = aws_api_gateway_api_key.dialer_billing.id
  key_type      = "API_KEY"
  usage_plan_id = var.billing_usage_plan_id
}
