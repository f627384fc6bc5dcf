job "lead-router" {
  datacenters = ["us-east-1"]
  type        = "service"

  group "api" {
    count = 2

    network {
      port "http" { to = 8080 }
    }

    service {
      name     = "lead-router"
      port     = "http"
      provider = "consul"

      check {
        type     = "http"
        path     = "/v1/health"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "lead-router" {
      driver = "docker"

      config {
        image = "ghcr.io/tallyho-freight/lead-router:2.3.0"
        ports = ["http"]
      }

      vault {
        policies = ["lead-router"]
      }

      template {
        destination = "secrets/app.env"
        env         = true
        data        = <<EOT
DIALPATH_HOST=api.dialpath.io
DIALPATH_EXPORT_URL=https://api.dialpath.io/api/public/v1/contact-lists
{{ with secret "kv/data/lead-router" }}
DIALPATH_API_KEY={{ .Data.data.dialpath_api_key }}
DIALPATH_OKTA_USER_ID={{ .Data.data.dialpath_okta_user_id }}
PEOPLEGRAPH_API_KEY={{ .Data.data.peoplegraph_api_key }}
{{ end }}
EOT
      }

      resources {
        cpu    = 200
        memory = 256
      }
    }
  }
}
