data "archive_file" "ringlane_proxy" {
  type        = "zip"
  source_dir  = "${path.module}/../../snowflake-objects/lambda/ringlane_proxy"
  output_path = "${path.module}/build/ringlane_proxy.zip"
}

resource "aws_lambda_function" "ringlane_proxy" {
  function_name    = "${var.env}-ringlane-proxy"
  role             = aws_iam_role.ringlane_proxy.arn
  runtime          = "python3.11"
  handler          = "handler.lambda_handler"
  filename         = data.archive_file.ringlane_proxy.output_path
  source_code_hash = data.archive_file.ringlane_proxy.output_base64sha256
  timeout          = 25

  environment {
    variables = {
      RINGLANE_BASE_URL   = var.ringlane_base_url
      RINGLANE_URL_TMPL   = "https://api.ringlane.com/api/public/${var.ringlane_api_version}"
      RINGLANE_SECRET_ARN = aws_secretsmanager_secret.ringlane.arn
    }
  }
}

resource "aws_iam_role" "ringlane_proxy" {
  name               = "${var.env}-ringlane-proxy"
  assume_role_policy = data.aws_iam_policy_document.lambda_assume.json
}

data "aws_iam_policy_document" "lambda_assume" {
  statement {
    actions = ["sts:AssumeRole"]
    principals {
      type        = "Service"
      identifiers = ["lambda.amazonaws.com"]
    }
  }
}
