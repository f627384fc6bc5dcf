terraform {
  required_version = ">= 1.4"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
  backend "s3" {
    bucket = "harborpoint-tfstate"
    key    = "platform/sales.tfstate"
    region = "us-east-2"
  }
}

provider "aws" {
  region = var.region
}

resource "aws_ssm_parameter" "ringpilot_base_url" {
  name  = "/sales/${var.env}/ringpilot/base_url"
  type  = "String"
  value = "https://api.ringpilot.io/api/public/v1"
}

resource "aws_ssm_parameter" "ringpilot_api_key" {
  name  = "/sales/${var.env}/ringpilot/api_key"
  type  = "SecureString"
  value = var.ringpilot_api_key
}

# Quote engine sits behind API Gateway with a usage-plan key
resource "aws_api_gateway_api_key" "monolith" {
  name = "monolith-${var.env}"
}

resource "aws_api_gateway_usage_plan" "quotes" {
  name = "quotes-${var.env}"
  api_stages {
    api_id = var.quote_api_id
    stage  = "v1"
  }
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}

resource "aws_api_gateway_usage_plan_key" "monolith" {
  key_id        = aws_api_gateway_api_key.monolith.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.quotes.id
}
