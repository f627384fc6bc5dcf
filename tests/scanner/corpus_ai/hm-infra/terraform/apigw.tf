# Partner quote API. Partners authenticate with an API Gateway key in x-api-key.
resource "aws_api_gateway_rest_api" "quotes" {
  name           = "hm-quotes-${var.env}"
  api_key_source = "HEADER"
}

resource "aws_api_gateway_resource" "v1" {
  rest_api_id = aws_api_gateway_rest_api.quotes.id
  parent_id   = aws_api_gateway_rest_api.quotes.root_resource_id
  path_part   = "v1"
}

resource "aws_api_gateway_method" "quote_post" {
  rest_api_id      = aws_api_gateway_rest_api.quotes.id
  resource_id      = aws_api_gateway_resource.v1.id
  http_method      = "POST"
  authorization    = "NONE"
  api_key_required = true

  request_parameters = {
    "method.request.header.x-api-key" = true
  }
}

resource "aws_api_gateway_usage_plan" "partners" {
  name = "partners-${var.env}"
  throttle_settings {
    burst_limit = 20
    rate_limit  = 10
  }
}
