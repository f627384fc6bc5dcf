# Internal job queue exposed through API Gateway, protected by an API key.
resource "aws_api_gateway_rest_api" "queue" {
  name = "internal-queue"
}

resource "aws_api_gateway_method" "next" {
  rest_api_id      = aws_api_gateway_rest_api.queue.id
  resource_id      = aws_api_gateway_resource.next.id
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = true
  request_parameters = {
    "method.request.header.x-api-key" = true
  }
}

resource "aws_api_gateway_stage" "v1" {
  stage_name    = "v1"
  rest_api_id   = aws_api_gateway_rest_api.queue.id
  deployment_id = aws_api_gateway_deployment.queue.id
}

resource "aws_api_gateway_usage_plan_key" "dialer" {
  key_id        = aws_api_gateway_api_key.dialer.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.queue.id
}
