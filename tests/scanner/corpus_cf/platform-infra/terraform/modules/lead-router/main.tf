resource "aws_ecs_task_definition" "lead_router" {
  family                   = "lead-router-${var.env}"
  requires_compatibilities = ["FARGATE"]
  cpu                      = 512
  memory                   = 1024
  network_mode             = "awsvpc"
  execution_role_arn       = var.execution_role_arn

  container_definitions = jsonencode([
    {
      name  = "lead-router"
      image = "${var.ecr_repo}:${var.image_tag}"
      portMappings = [{ containerPort = 8080 }]
      environment = [
        { name = "SPRING_PROFILES_ACTIVE", value = var.env },
        { name = "DIALWISE_HOST", value = "https://api.dialwise.io" },
        { name = "DIALWISE_API_VERSION", value = "v1" },
        { name = "TERRITORY_SERVICE_URL", value = "http://territory-service.sales.internal:8080/v1" },
      ]
      secrets = [
        { name = "DIALWISE_API_KEY", valueFrom = "${var.ssm_prefix}/dialwise/api-key" },
        { name = "DIALWISE_WEBHOOK_SECRET", valueFrom = "${var.ssm_prefix}/dialwise/webhook-secret" },
      ]
    }
  ])
}
