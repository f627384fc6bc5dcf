resource "aws_ecs_task_definition" "dialer_sync" {
  family                   = "dialer-sync-${var.env}"
  requires_compatibilities = ["FARGATE"]
  network_mode             = "awsvpc"
  cpu                      = 512
  memory                   = 1024
  execution_role_arn       = var.execution_role_arn

  container_definitions = jsonencode([
    {
      name  = "dialer-sync"
      image = "${var.ecr_repo}:${var.image_tag}"
      portMappings = [{ containerPort = 8080 }]
      environment = [
        { name = "RINGWELL_HOST", value = var.ringwell_host },
        { name = "RINGWELL_API_VERSION", value = "v1" },
        { name = "LEADS_API_URL", value = "https://leads.internal.northpeak.net/api" },
      ]
      secrets = [
        { name = "RINGWELL_API_KEY", valueFrom = "/northpeak/${var.env}/ringwell/api_key" },
        { name = "RINGWELL_WEBHOOK_SECRET", valueFrom = "/northpeak/${var.env}/ringwell/webhook_secret" },
        { name = "LEADS_API_KEY", valueFrom = "/northpeak/${var.env}/leads/api_key" },
      ]
    }
  ])
}
