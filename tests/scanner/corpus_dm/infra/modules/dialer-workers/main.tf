data "aws_region" "current" {}

resource "aws_ssm_parameter" "ringlark_api_key" {
  name  = "/${var.env}/dialer-workers/RINGLARK_API_KEY"
  type  = "SecureString"
  value = "changeme"

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_cloudwatch_log_group" "workers" {
  name              = "/ecs/${var.env}/dialer-workers"
  retention_in_days = 30
}

resource "aws_ecs_task_definition" "workers" {
  family                   = "${var.env}-dialer-workers"
  requires_compatibilities = ["FARGATE"]
  network_mode             = "awsvpc"
  cpu                      = 512
  memory                   = 1024
  execution_role_arn       = aws_iam_role.exec.arn
  task_role_arn            = aws_iam_role.task.arn

  container_definitions = jsonencode([{
    name      = "workers"
    image     = var.image
    essential = true
    environment = [
      { name = "RINGLARK_BASE_URL", value = var.ringlark_base_url },
      { name = "RINGLARK_V2_BASE_URL", value = var.ringlark_v2_base_url },
      { name = "RINGLARK_ACTING_USER", value = var.ringlark_acting_user },
      { name = "REDIS_URL", value = var.redis_url },
    ]
    secrets = [
      { name = "RINGLARK_API_KEY", valueFrom = aws_ssm_parameter.ringlark_api_key.arn },
    ]
    logConfiguration = {
      logDriver = "awslogs"
      options = {
        awslogs-group         = aws_cloudwatch_log_group.workers.name
        awslogs-region        = data.aws_region.current.name
        awslogs-stream-prefix = "workers"
      }
    }
  }])
}

resource "aws_ecs_service" "workers" {
  name            = "dialer-workers"
  cluster         = var.cluster_arn
  task_definition = aws_ecs_task_definition.workers.arn
  desired_count   = var.env == "prod" ? 3 : 1
  launch_type     = "FARGATE"

  network_configuration {
    subnets         = var.subnet_ids
    security_groups = var.security_group_ids
  }
}
