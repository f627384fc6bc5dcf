resource "aws_ecs_task_definition" "sales_sync" {
  family                   = "sales-sync"
  requires_compatibilities = ["FARGATE"]
  cpu                      = 512
  memory                   = 1024
  network_mode             = "awsvpc"
  execution_role_arn       = aws_iam_role.ecs_exec.arn

  container_definitions = jsonencode([
    {
      name  = "sales-sync"
      image = "${aws_ecr_repository.sales_sync.repository_url}:${var.image_tag}"
      environment = [
        { name = "DIALWISE_BASE_URL", value = "https://api.dialwise.com/api/public/v1" },
        { name = "DIALWISE_ACTING_USER", value = "sdr-bot@brightwave.io" },
        { name = "PRICING_SVC_URL", value = "https://${aws_api_gateway_rest_api.pricing.id}.execute-api.${var.region}.amazonaws.com/v1" },
      ]
      secrets = [
        { name = "DIALWISE_API_KEY", valueFrom = aws_secretsmanager_secret.dialwise_key.arn },
        { name = "PRICING_SVC_KEY", valueFrom = aws_secretsmanager_secret.pricing_key.arn },
      ]
    }
  ])
}

resource "aws_secretsmanager_secret" "dialwise_key" {
  name = "sales/dialwise-api-key"
}
