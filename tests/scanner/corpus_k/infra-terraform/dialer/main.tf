terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
    http = {
      source  = "hashicorp/http"
      version = "~> 3.4"
    }
  }
}

data "aws_ssm_parameter" "calltide_key" {
  name            = "/ops/calltide/api_key"
  with_decryption = true
}

# Look up the list used by the inbound-lead lambda so we fail plan if it was deleted.
data "http" "inbound_leads_list" {
  url = "${local.lists_url}/${var.inbound_list_id}"

  request_headers = {
    Accept         = "application/json"
    "x-api-key"    = data.aws_ssm_parameter.calltide_key.value
    "x-user-email" = var.calltide_service_user
  }

  lifecycle {
    postcondition {
      condition     = self.status_code == 200
      error_message = "Calltide list ${var.inbound_list_id} not reachable (status ${self.status_code})."
    }
  }
}

data "http" "statuspage" {
  url = "https://status.sendgrid.com/api/v2/status.json"
}

resource "aws_lambda_function" "lead_router" {
  function_name = "lead-router-${var.environment}"
  role          = aws_iam_role.lead_router.arn
  runtime       = "python3.12"
  handler       = "handler.main"
  filename      = "${path.module}/build/lead_router.zip"

  environment {
    variables = merge(local.lambda_env, {
      CALLTIDE_KEY_PARAM = data.aws_ssm_parameter.calltide_key.name
    })
  }

  tags = local.common_tags
}

resource "aws_api_gateway_api_key" "partners" {
  name = "partners-${var.environment}"
}

resource "aws_api_gateway_usage_plan_key" "partners" {
  key_id        = aws_api_gateway_api_key.partners.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.partners.id
}
