resource "cloudflare_zone" "fluxpoint_dev" {
  account_id = var.account_id
  zone       = "fluxpoint.dev"
}

resource "cloudflare_record" "www" {
  zone_id = cloudflare_zone.fluxpoint_dev.id
  name    = "www"
  type    = "CNAME"
  value   = "fluxpoint-www.pages.dev"
  proxied = true
}

resource "cloudflare_record" "sync" {
  zone_id = cloudflare_zone.fluxpoint_dev.id
  name    = "sync"
  type    = "CNAME"
  value   = "fluxpoint-sync.deno.dev"
  proxied = false
}
