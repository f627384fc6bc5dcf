locals {
  ringlane_base_url = "${var.ringlane_host}/api/public/${var.ringlane_api_version}"
}

resource "aws_ssm_parameter" "base_url" {
  name  = "/${var.name_prefix}/ringlane/base_url"
  type  = "String"
  value = local.ringlane_base_url
  tags  = var.tags
}

resource "aws_ssm_parameter" "api_key" {
  name  = "/${var.name_prefix}/ringlane/api_key"
  type  = "SecureString"
  value = var.ringlane_api_key
  tags  = var.tags
}

resource "aws_ssm_parameter" "actor" {
  name  = "/${var.name_prefix}/ringlane/actor_email"
  type  = "String"
  value = var.acting_user_email
  tags  = var.tags
}

resource "aws_lambda_function" "webhook" {
  function_name = "${var.name_prefix}-ringlane-webhook"
  role          = aws_iam_role.webhook.arn
  runtime       = "provided.al2023"
  handler       = "bootstrap"
  filename      = "${path.module}/dist/webhook.zip"
  timeout       = 10

  environment {
    variables = {
      RINGLANE_WEBHOOK_SECRET    = var.webhook_secret
      RINGLANE_SIGNATURE_HEADER  = "X-Ringlane-Signature"
    }
  }
  tags = var.tags
}

resource "aws_iam_role" "webhook" {
  name = "${var.name_prefix}-ringlane-webhook"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "lambda.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_cloudwatch_event_rule" "nightly_prune" {
  name                = "${var.name_prefix}-ringlane-prune"
  schedule_expression = "cron(30 4 * * ? *)"
}

resource "aws_cloudwatch_event_target" "nightly_prune" {
  rule = aws_cloudwatch_event_rule.nightly_prune.name
  arn  = aws_lambda_function.webhook.arn
  input = jsonencode({
    action   = "prune"
    endpoint = "${local.ringlane_base_url}/contact-lists"
  })
}
