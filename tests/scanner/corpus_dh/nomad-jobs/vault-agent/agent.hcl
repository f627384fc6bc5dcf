pid_file = "/run/vault-agent.pid"

vault {
  address = "https://vault.service.ams1.consul:8200"
}

auto_auth {
  method "approle" {
    config = {
      role_id_file_path   = "/etc/vault-agent/role_id"
      secret_id_file_path = "/etc/vault-agent/secret_id"
    }
  }
  sink "file" {
    config = { path = "/run/vault-agent/token" }
  }
}

template {
  source      = "/etc/vault-agent/ringlane-egress.conf.tpl"
  destination = "/etc/nginx/conf.d/ringlane-egress.conf"
  command     = "nginx -s reload"
}
