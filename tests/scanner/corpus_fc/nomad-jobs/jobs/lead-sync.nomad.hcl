job "lead-sync" {
  datacenters = ["eu-west-1"]
  type        = "batch"

  periodic {
    cron             = "*/15 7-19 * * 1-5"
    prohibit_overlap = true
    time_zone        = "Europe/London"
  }

  group "sync" {
    task "lead-sync" {
      driver = "docker"
      config {
        image = "registry.harborline.io/platform/lead-sync:1.8.0"
      }

      vault {
        policies = ["lead-sync"]
      }

      env {
        CALLING_BASE_URL    = "https://api.cadenzadial.com"
        CALLING_API_VERSION = "v1"
        POSTMARKLY_BASE_URL = "https://api.postmarkly.com/v1"
      }

      template {
        source      = "local/cadenza.env.ctmpl"
        destination = "secrets/calling.env"
        env         = true
      }

      artifact {
        source = "git::https://git.harborline.io/platform/nomad-jobs.git//templates"
        destination = "local/"
      }
    }
  }
}
