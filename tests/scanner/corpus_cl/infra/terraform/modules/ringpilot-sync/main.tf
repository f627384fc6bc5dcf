terraform {
  required_providers {
    aws  = { source = "hashicorp/aws", version = "~> 5.40" }
    http = { source = "hashicorp/http", version = "~> 3.4" }
  }
}

locals {
  ringpilot_base = "https://api.ringpilot.io/api/public/v1"
}

data "http" "call_lists" {
  url = "${local.ringpilot_base}/contact-lists?limit=200"
  request_headers = {
    "x-api-key"    = var.ringpilot_api_key
    "x-user-email" = var.ringpilot_acting_user
    Accept         = "application/json"
  }
  lifecycle {
    postcondition {
      condition     = self.status_code != 503
      error_message = "RingPilot API is disabled on the server; ask their support to re-enable it."
    }
  }
}

resource "aws_lambda_function" "sync" {
  function_name = "ringpilot-sync-${var.env}"
  role          = aws_iam_role.sync.arn
  runtime       = "python3.12"
  handler       = "handler.main"
  filename      = var.package_path
  timeout       = 60
  environment {
    variables = {
      RINGPILOT_BASE_URL    = local.ringpilot_base
      RINGPILOT_ACTING_USER = var.ringpilot_acting_user
      RINGPILOT_KEY_PARAM   = aws_ssm_parameter.key.name
      KNOWN_LIST_IDS        = join(",", [for l in jsondecode(data.http.call_lists.response_body).data : l.id])
    }
  }
}

resource "aws_ssm_parameter" "key" {
  name  = "/ringpilot/${var.env}/api-key"
  type  = "SecureString"
  value = var.ringpilot_api_key
}

resource "aws_iam_role" "sync" {
  name               = "ringpilot-sync-${var.env}"
  assume_role_policy = data.aws_iam_policy_document.assume.json
}

data "aws_iam_policy_document" "assume" {
  statement {
    actions = ["sts:AssumeRole"]
    principals {
      type        = "Service"
      identifiers = ["lambda.amazonaws.com"]
    }
  }
}
