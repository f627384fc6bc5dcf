resource "aws_ecs_task_definition" "gateway" {
  family                   = "dialer-gateway"
  requires_compatibilities = ["FARGATE"]
  cpu                      = 512
  memory                   = 1024

  container_definitions = jsonencode([{
    name  = "gateway"
    image = "${var.ecr_repo}:${var.image_tag}"
    environment = [
      { name = "TALKRAIL_HOST", value = "https://api.talkrail.io" },
      { name = "TALKRAIL_BASE_URL", value = "https://api.talkrail.io/api/public/v1" },
      { name = "TALKRAIL_OKTA_USER_ID", value = var.talkrail_service_user },
    ]
    secrets = [
      { name = "TALKRAIL_API_KEY", valueFrom = aws_secretsmanager_secret.talkrail.arn },
    ]
  }])
}

resource "aws_api_gateway_api_key" "clearpath" {
  name = "dialer-gateway-clearpath"
}

resource "aws_api_gateway_method" "lookup" {
  rest_api_id      = var.clearpath_api_id
  resource_id      = var.clearpath_resource_id
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = true
}
