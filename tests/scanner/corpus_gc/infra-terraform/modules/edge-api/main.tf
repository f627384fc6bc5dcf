resource "aws_api_gateway_rest_api" "orders" {
  name        = "orders-edge-${var.env}"
  description = "Edge API for the internal orders service"

  api_key_source = "HEADER" # clients send x-api-key
}

resource "aws_api_gateway_resource" "v1" {
  rest_api_id = aws_api_gateway_rest_api.orders.id
  parent_id   = aws_api_gateway_rest_api.orders.root_resource_id
  path_part   = "v1"
}

resource "aws_api_gateway_method" "orders_get" {
  rest_api_id      = aws_api_gateway_rest_api.orders.id
  resource_id      = aws_api_gateway_resource.v1.id
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = true

  request_parameters = {
    "method.request.header.x-api-key"    = true
    "method.request.header.X-User-Email" = false
  }
}

resource "aws_api_gateway_integration_response" "upstream_unavailable" {
  rest_api_id       = aws_api_gateway_rest_api.orders.id
  resource_id       = aws_api_gateway_resource.v1.id
  http_method       = aws_api_gateway_method.orders_get.http_method
  status_code       = "503"
  selection_pattern = "5\\d{2}"

  response_templates = {
    "application/json" = jsonencode({ error = "orders service unavailable" })
  }
}

resource "aws_api_gateway_usage_plan" "partners" {
  name = "partners-${var.env}"

  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}

variable "env" {
  type = string
}
