resource "aws_lambda_function" "dialer_sync" {
  function_name = "${local.name_prefix}-dialer-sync"
  role          = aws_iam_role.dialer_sync.arn
  runtime       = "nodejs18.x"
  handler       = "index.handler"
  filename      = "${path.module}/build/dialer-sync.zip"
  timeout       = 60

  environment {
    variables = {
      RINGLANE_URL         = local.ringlane_base_url
      RINGLANE_KEY_PARAM   = aws_ssm_parameter.ringlane_api_key.name
      RINGLANE_USER_HEADER = "X-User-Email"
      RINGLANE_ACTING_USER = var.ringlane_acting_user
      RINGLANE_LEGACY_URL  = "https://api.ringlane.io/api/public/v1"
      SENDGRID_LISTS_URL   = "https://api.sendgrid.com/v3/marketing/lists"
    }
  }
}

resource "aws_iam_role" "dialer_sync" {
  name = "${local.name_prefix}-dialer-sync"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "lambda.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}
