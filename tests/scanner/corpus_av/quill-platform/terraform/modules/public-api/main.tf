# Quillstone's own public API (customers call us), fronted by API Gateway.
resource "aws_api_gateway_rest_api" "public" {
  name = "quill-public-api-${var.env}"
  api_key_source = "HEADER" # clients send x-api-key
}

resource "aws_api_gateway_resource" "v1" {
  rest_api_id = aws_api_gateway_rest_api.public.id
  parent_id   = aws_api_gateway_rest_api.public.root_resource_id
  path_part   = "v1"
}

resource "aws_api_gateway_method" "v1_any" {
  rest_api_id      = aws_api_gateway_rest_api.public.id
  resource_id      = aws_api_gateway_resource.v1.id
  http_method      = "ANY"
  authorization    = "NONE"
  api_key_required = true
}

resource "aws_api_gateway_usage_plan" "partners" {
  name = "partners-${var.env}"
  throttle_settings {
    burst_limit = 50
    rate_limit  = 20
  }
}
