# Internal facade in front of Ringlane so workloads never hold the vendor key.
resource "aws_api_gateway_rest_api" "calling" {
  name        = "calling-proxy-${var.env}"
  description = "Meridian calling facade (Ringlane)"
}

resource "aws_api_gateway_resource" "proxy" {
  rest_api_id = aws_api_gateway_rest_api.calling.id
  parent_id   = aws_api_gateway_rest_api.calling.root_resource_id
  path_part   = "{proxy+}"
}

resource "aws_api_gateway_method" "any" {
  rest_api_id      = aws_api_gateway_rest_api.calling.id
  resource_id      = aws_api_gateway_resource.proxy.id
  http_method      = "ANY"
  authorization    = "NONE"
  api_key_required = true

  request_parameters = {
    "method.request.path.proxy"          = true
    "method.request.header.X-User-Email" = true
  }
}

resource "aws_api_gateway_integration" "ringlane" {
  rest_api_id             = aws_api_gateway_rest_api.calling.id
  resource_id             = aws_api_gateway_resource.proxy.id
  http_method             = aws_api_gateway_method.any.http_method
  type                    = "HTTP_PROXY"
  integration_http_method = "ANY"
  uri                     = "${var.ringlane_base_url}/{proxy}"

  request_parameters = {
    "integration.request.path.proxy"          = "method.request.path.proxy"
    "integration.request.header.x-api-key"    = "'${var.ringlane_api_key}'"
    "integration.request.header.x-user-email" = "method.request.header.X-User-Email"
  }
}

resource "aws_api_gateway_usage_plan" "internal" {
  name = "calling-internal-${var.env}"
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}
