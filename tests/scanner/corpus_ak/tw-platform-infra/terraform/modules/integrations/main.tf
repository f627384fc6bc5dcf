variable "env" {
  type = string
}

variable "callvista_api_key" {
  type      = string
  sensitive = true
}

locals {
  vendor_endpoints = {
    callvista = "https://api.callvista.io/api/public/v1"
    leadbox   = "https://api.leadbox.io/v1"
    sendgrid  = "https://api.sendgrid.com/v3"
    enrich    = "https://enrich.internal.tidewaterfoods.com/v1"
  }
}

resource "aws_ssm_parameter" "vendor_base_url" {
  for_each = local.vendor_endpoints
  name     = "/${var.env}/integrations/${each.key}/base_url"
  type     = "String"
  value    = each.value
}

resource "aws_ssm_parameter" "callvista_api_key" {
  name  = "/${var.env}/integrations/callvista/api_key"
  type  = "SecureString"
  value = var.callvista_api_key
}

resource "aws_api_gateway_usage_plan_key" "enrich_crm_sync" {
  key_id        = aws_api_gateway_api_key.crm_sync.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.enrich.id
}

resource "aws_api_gateway_api_key" "crm_sync" {
  name = "crm-sync-${var.env}"
}

resource "aws_api_gateway_usage_plan" "enrich" {
  name = "enrich-${var.env}"
}
