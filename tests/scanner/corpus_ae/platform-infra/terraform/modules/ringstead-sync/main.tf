data "aws_ssm_parameter" "ringstead_key" {
  name = var.ringstead_api_key_ssm_path
}

resource "aws_lambda_function" "sync" {
  function_name = var.name
  role          = aws_iam_role.sync.arn
  runtime       = "python3.12"
  handler       = "handler.main"
  filename      = "${path.module}/build/sync.zip"
  timeout       = 120

  environment {
    variables = {
      RINGSTEAD_HOST        = replace(var.ringstead_base_url, "/api/public/v1", "")
      RINGSTEAD_API_KEY     = data.aws_ssm_parameter.ringstead_key.value
      RINGSTEAD_ACTING_USER = var.acting_user_email
    }
  }
}

resource "aws_cloudwatch_event_rule" "schedule" {
  name                = "${var.name}-schedule"
  schedule_expression = var.schedule_expression
}

resource "aws_cloudwatch_event_target" "sync" {
  rule = aws_cloudwatch_event_rule.schedule.name
  arn  = aws_lambda_function.sync.arn
}

# Internal callback API, protected by an API Gateway key (x-api-key)
resource "aws_api_gateway_api_key" "callbacks" {
  name = "${var.name}-callbacks"
}

resource "aws_api_gateway_usage_plan_key" "callbacks" {
  key_id        = aws_api_gateway_api_key.callbacks.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.callbacks.id
}

resource "aws_iam_role" "sync" {
  name               = "${var.name}-role"
  assume_role_policy = data.aws_iam_policy_document.assume.json
}
