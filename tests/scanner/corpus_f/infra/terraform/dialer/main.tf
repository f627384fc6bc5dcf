# Secrets and config for the DialStream integration (all environments).
# Managed by Platform; consumed by leads-api, campaign-service, call-sync.

variable "environment" {
  type = string
}

variable "dialstream_api_version" {
  type    = string
  default = "v1"
}

locals {
  dialstream_host = "https://api.dialstream.io"
  dialstream_url  = "${local.dialstream_host}/api/public/${var.dialstream_api_version}"
}

resource "aws_ssm_parameter" "dialstream_url" {
  name  = "/${var.environment}/dialstream/base_url"
  type  = "String"
  value = local.dialstream_url
}

resource "aws_ssm_parameter" "dialstream_api_key" {
  name        = "/${var.environment}/dialstream/api_key"
  type        = "SecureString"
  description = "Shared DialStream public API key"
  value       = "ds_shared_c0e7a94b2f1d4863a5b9e2d07f6c1a38"

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_ssm_parameter" "dialstream_v2_key" {
  name        = "/${var.environment}/dialstream/v2_api_key"
  type        = "SecureString"
  description = "Scoped v2 key (workspace kind); value set by hand via console"
  value       = "placeholder-set-in-console"

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_sesv2_contact_list" "homeowners" {
  contact_list_name = "homeowners-newsletter"
  description       = "Install updates and newsletters"

  topic {
    topic_name                  = "install-updates"
    display_name                = "Install updates"
    default_subscription_status = "OPT_IN"
  }
}

output "dialstream_url_param" {
  value = aws_ssm_parameter.dialstream_url.name
}
