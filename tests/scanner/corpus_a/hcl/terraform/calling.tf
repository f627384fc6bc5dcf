# Dialer sync service: secrets and config for the Calling Service integration.

variable "environment" {
  type = string
}

variable "calling_api_base" {
  description = "Base URL of the Calling Service public API"
  type        = string
  default     = "https://calls.example.net/api/public/v1"
}

variable "calling_key_header" {
  description = "Header carrying the API key (v1 shared-key style)"
  type        = string
  default     = "X-Api-Key"
}

resource "aws_ssm_parameter" "calling_api_base" {
  name  = "/dialer/${var.environment}/calling/api_base"
  type  = "String"
  value = var.calling_api_base
}

resource "aws_ssm_parameter" "calling_shared_key" {
  name  = "/dialer/${var.environment}/calling/shared_key"
  type  = "SecureString"
  value = "5c0e9b7a2f4d81e6c3a0b9f72d5e48a1c6f3b0e9"
}

resource "aws_ssm_parameter" "calling_key_header" {
  name  = "/dialer/${var.environment}/calling/key_header"
  type  = "String"
  value = var.calling_key_header
}

# Newsletter contact list lives in SES v2, nothing to do with calling lists.
resource "aws_sesv2_contact_list" "newsletter" {
  contact_list_name = "dialer-${var.environment}-newsletter"
  description       = "Marketing opt-ins"

  topic {
    topic_name                  = "product-updates"
    display_name                = "Product updates"
    default_subscription_status = "OPT_OUT"
  }
}

resource "aws_ssm_parameter" "geo_key" {
  name  = "/dialer/${var.environment}/geo/api_key"
  type  = "SecureString"
  value = "REPLACE_ME"
}
