data "vault_kv_secret_v2" "talkvane" {
  mount = "secret"
  name  = "ops/talkvane"
}

resource "aws_ssm_parameter" "talkvane_api_url" {
  name  = "/${var.env}/talkvane/api_url"
  type  = "String"
  value = var.talkvane_api_url
}

resource "aws_ssm_parameter" "talkvane_api_key" {
  name  = "/${var.env}/talkvane/api_key"
  type  = "SecureString"
  value = data.vault_kv_secret_v2.talkvane.data["api_key"]
}

resource "aws_ssm_parameter" "talkvane_webhook_secret" {
  name  = "/${var.env}/talkvane/webhook_secret"
  type  = "SecureString"
  value = try(data.vault_kv_secret_v2.talkvane.data["webhook_secret"], var.webhook_secret_fallback)
}

resource "aws_lambda_function" "webhook_relay" {
  function_name = "talkvane-webhook-relay-${var.env}"
  filename      = var.lambda_zip
  handler       = "relay.handler"
  runtime       = "python3.11"
  timeout       = 15
  role          = aws_iam_role.relay.arn

  environment {
    variables = {
      TALKVANE_API_URL        = var.talkvane_api_url
      TALKVANE_LISTS_ENDPOINT = "${var.talkvane_api_url}/contact-lists"
      TALKVANE_SIG_HEADER     = "X-Talkvane-Signature"
      TALKVANE_USER_HEADER    = "x-user-email"
      TALKVANE_ACTING_USER    = var.talkvane_acting_user
      SSM_PREFIX              = "/${var.env}/talkvane"
    }
  }
}

resource "aws_iam_role" "relay" {
  name = "talkvane-webhook-relay-${var.env}"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "lambda.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy" "relay_ssm" {
  role = aws_iam_role.relay.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["ssm:GetParameter", "ssm:GetParameters"]
      Resource = "arn:aws:ssm:*:*:parameter/${var.env}/talkvane/*"
    }]
  })
}
