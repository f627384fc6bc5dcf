job "dialer-sync" {
  datacenters = ["ams1"]
  type        = "service"

  group "app" {
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

    task "app" {
      driver = "docker"

      config {
        image = "ghcr.io/tessellate/dialer-sync:1.14.2"
        ports = ["http"]
      }

      vault {
        policies = ["dialer-sync"]
      }

      template {
        source      = "local/ringlane.env.ctmpl"
        destination = "secrets/ringlane.env"
        env         = true
        change_mode = "restart"
      }

      template {
        data        = <<EOT
SENDGRID_API_KEY={{ with secret "kv/data/outbound/sendgrid" }}{{ .Data.data.api_key }}{{ end }}
INVENTORY_API_KEY={{ with secret "kv/data/outbound/inventory" }}{{ .Data.data.key }}{{ end }}
EOT
        destination = "secrets/vendors.env"
        env         = true
      }

      env {
        RINGLANE_USER_HEADER = "x-user-email"
        RINGLANE_USER        = "dialer-sync@tessellate.io"
        LOG_FORMAT           = "json"
      }

      resources {
        cpu    = 200
        memory = 256
      }
    }
  }
}
