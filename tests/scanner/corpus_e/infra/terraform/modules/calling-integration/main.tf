# Wires the lead-scoring Lambda to the calling service ("Relay Voice").
# The Lambda reads its configuration from SSM parameters created here.

terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
}

variable "environment" {
  type        = string
  description = "staging or prod"
}

variable "relay_voice_host" {
  type    = string
  default = "https://relay-voice.northpeak.systems"
}

variable "relay_voice_api_version" {
  type    = string
  default = "v1"
}

variable "relay_voice_api_key" {
  type      = string
  sensitive = true
  default   = "rv_np_4Hc8Jw2Mq6Tz1Xk9Bv5Pn3Ld7Gs0Ya"
}

variable "geo_api_key" {
  type      = string
  sensitive = true
  default   = "changeme"
}

locals {
  relay_voice_base_url = "${var.relay_voice_host}/api/public/${var.relay_voice_api_version}"
  geo_base_url         = "https://geo.northpeak.systems/v1"
  name_prefix          = "lead-scoring-${var.environment}"
}

resource "aws_ssm_parameter" "relay_voice_base_url" {
  name  = "/${local.name_prefix}/relay_voice/base_url"
  type  = "String"
  value = local.relay_voice_base_url
}

resource "aws_ssm_parameter" "relay_voice_api_key" {
  name  = "/${local.name_prefix}/relay_voice/api_key"
  type  = "SecureString"
  value = var.relay_voice_api_key
}

resource "aws_ssm_parameter" "geo_api_key" {
  name  = "/${local.name_prefix}/geo/api_key"
  type  = "SecureString"
  value = var.geo_api_key
}

resource "aws_lambda_function" "lead_scoring" {
  function_name = local.name_prefix
  role          = aws_iam_role.lead_scoring.arn
  runtime       = "python3.12"
  handler       = "handler.main"
  filename      = "${path.module}/build/lead_scoring.zip"
  timeout       = 60

  environment {
    variables = {
      RELAY_VOICE_BASE_URL_PARAM = aws_ssm_parameter.relay_voice_base_url.name
      RELAY_VOICE_KEY_PARAM      = aws_ssm_parameter.relay_voice_api_key.name
      GEO_BASE_URL               = local.geo_base_url
    }
  }
}

output "relay_voice_base_url" {
  value = local.relay_voice_base_url
}
