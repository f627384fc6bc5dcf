job "dialer-sync" {
  datacenters = ["eu-west-1a", "eu-west-1b"]
  type        = "service"

  group "sync" {
    count = 2

    network {
      port "http" { to = 8080 }
    }

    service {
      name = "dialer-sync"
      port = "http"
      check {
        type     = "http"
        path     = "/healthz"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "worker" {
      driver = "docker"

      config {
        image = "registry.acme.example/dialer-sync:2.7.0"
        ports = ["http"]
      }

      env {
        # v2 since 2.7.0; the old v1 base and X-User-Email header are gone
        CALLING_API_URL     = "https://calls.example.net/api/public/v2"
        CALLING_AUTH_HEADER = "Authorization"
        INVENTORY_API_URL   = "http://inventory.service.consul:9000/api/v1"
        LOG_LEVEL           = "info"
      }

      template {
        data        = <<EOT
CALLING_API_KEY={{ with secret "kv/data/dialer/calling" }}{{ .Data.data.api_key }}{{ end }}
CALLING_AUTH_SCHEME=Bearer
EOT
        destination = "secrets/calling.env"
        env         = true
      }

      resources {
        cpu    = 300
        memory = 256
      }
    }
  }
}
