# Snowflake external functions call this gateway; it requires the usage-plan x-api-key.
resource "aws_api_gateway_rest_api" "ext_fn" {
  name = "${var.env}-snowflake-ext-fn"
}

resource "aws_api_gateway_resource" "ringlane" {
  rest_api_id = aws_api_gateway_rest_api.ext_fn.id
  parent_id   = aws_api_gateway_rest_api.ext_fn.root_resource_id
  path_part   = "ringlane"
}

resource "aws_api_gateway_method" "ringlane_post" {
  rest_api_id      = aws_api_gateway_rest_api.ext_fn.id
  resource_id      = aws_api_gateway_resource.ringlane.id
  http_method      = "POST"
  authorization    = "AWS_IAM"
  api_key_required = true
  request_parameters = {
    "method.request.header.x-api-key" = true
  }
}

resource "aws_api_gateway_api_key" "snowflake" {
  name = "${var.env}-snowflake"
}

resource "aws_api_gateway_usage_plan" "snowflake" {
  name = "${var.env}-snowflake"
  api_stages {
    api_id = aws_api_gateway_rest_api.ext_fn.id
    stage  = "prod"
  }
}
