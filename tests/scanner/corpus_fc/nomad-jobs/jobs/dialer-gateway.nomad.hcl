job "dialer-gateway" {
  datacenters = ["eu-west-1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "20s"
    auto_revert      = true
  }

  group "api" {
    count = 3

    network {
      port "http" { to = 8080 }
    }

    service {
      name = "dialer-gateway"
      port = "http"
      tags = ["traefik.enable=true"]
      check {
        type     = "http"
        path     = "/healthz"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "server" {
      driver = "docker"
      config {
        image = "registry.harborline.io/platform/dialer-gateway:2.3.1"
        ports = ["http"]
      }

      vault {
        policies = ["dialer-gateway"]
      }

      env {
        CADENZA_BASE_URL = "https://api.cadenzadial.com/api/public/v1"
        GEOCODER_URL     = "https://k3x9w2.execute-api.eu-west-1.amazonaws.com/prod"
        LOG_LEVEL        = "info"
      }

      template {
        data        = <<EOH
{{ with secret "secret/data/platform/cadenza" }}
CADENZA_API_KEY={{ .Data.data.api_key }}
CADENZA_WEBHOOK_SECRET={{ .Data.data.webhook_secret }}
{{ end }}
{{ with secret "secret/data/platform/stripe" }}
STRIPE_WEBHOOK_SECRET={{ .Data.data.webhook_secret }}
{{ end }}
{{ with secret "secret/data/platform/geocoder" }}
GEOCODER_KEY={{ .Data.data.apigw_key }}
{{ end }}
EOH
        destination = "secrets/app.env"
        env         = true
      }

      resources {
        cpu    = 300
        memory = 256
      }
    }
  }
}
