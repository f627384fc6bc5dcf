job "edge-api" {
  datacenters = ["eu-west-1"]
  type        = "service"

  group "edge" {
    count = 2
    network {
      port "http" { to = 8081 }
      port "grpc" { to = 9090 }
    }

    service {
      name = "edge-api"
      port = "http"
      check {
        type     = "http"
        path     = "/v1/campaigns/healthcheck"
        interval = "15s"
        timeout  = "3s"
      }
    }

    task "edge" {
      driver = "docker"
      config {
        image = "registry.harborline.io/platform/edge-api:0.9.4"
        ports = ["http", "grpc"]
      }
      vault { policies = ["edge-api"] }
      env {
        CADENZA_V2_BASE = "https://api.cadenzadial.com/api/public/v2"
      }
      template {
        data        = <<EOH
CADENZA_V2_KEY={{ with secret "secret/data/platform/cadenza-v2" }}{{ .Data.data.key }}{{ end }}
EOH
        destination = "secrets/v2.env"
        env         = true
      }
    }
  }
}
