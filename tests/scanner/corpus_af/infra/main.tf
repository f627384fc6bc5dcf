terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
}

provider "aws" {
  region = var.region
}

resource "aws_ssm_parameter" "ringlane_url" {
  name  = "/crm-sync/${var.env}/RINGLANE_URL"
  type  = "String"
  value = "https://api.ringlane.com/api/public/v1"
}

resource "aws_ssm_parameter" "ringlane_key" {
  name  = "/crm-sync/${var.env}/RINGLANE_API_KEY"
  type  = "SecureString"
  value = var.ringlane_api_key
}

resource "aws_api_gateway_rest_api" "partner" {
  name                     = "partner-api-${var.env}"
  api_key_source           = "HEADER"
  minimum_compression_size = 1024
}

resource "aws_api_gateway_usage_plan" "partner" {
  name = "partner-${var.env}"
  api_stages {
    api_id = aws_api_gateway_rest_api.partner.id
    stage  = "v1"
  }
}
