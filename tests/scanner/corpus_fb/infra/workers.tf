resource "cloudflare_workers_kv_namespace" "dialer" {
  account_id = var.account_id
  title      = "dialer-kv"
}

resource "cloudflare_workers_script" "dialer" {
  account_id         = var.account_id
  name               = "dialer-worker"
  content            = file("${path.module}/../dialer-worker/dist/index.js")
  module             = true
  compatibility_date = "2024-06-03"

  kv_namespace_binding {
    name         = "DIALER_KV"
    namespace_id = cloudflare_workers_kv_namespace.dialer.id
  }

  plain_text_binding {
    name = "RINGLANE_BASE_URL"
    text = var.ringlane_base_url
  }

  secret_text_binding {
    name = "RINGLANE_API_KEY"
    text = var.ringlane_api_key
  }

  secret_text_binding {
    name = "RINGLANE_WEBHOOK_SECRET"
    text = var.ringlane_webhook_secret
  }

  secret_text_binding {
    name = "ENRICH_API_KEY"
    text = var.enrich_api_key
  }
}

resource "cloudflare_worker_cron_trigger" "dialer_nightly" {
  account_id  = var.account_id
  script_name = cloudflare_workers_script.dialer.name
  schedules   = ["15 3 * * *"]
}

resource "cloudflare_worker_domain" "dialer" {
  account_id = var.account_id
  hostname   = "dialer.fluxpoint.dev"
  service    = cloudflare_workers_script.dialer.name
  zone_id    = cloudflare_zone.fluxpoint_dev.id
}
