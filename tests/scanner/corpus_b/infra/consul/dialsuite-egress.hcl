# Consul agent service definition for the DialSuite egress proxy on the
# ops-util nodes. Loaded from /etc/consul.d/.

service {
  name = "dialsuite-egress"
  id   = "dialsuite-egress-1"
  port = 8089
  tags = ["egress", "calling", "dialsuite"]

  meta {
    upstream      = "api.dialsuite.com"
    owner         = "platform-team"
  }

  check {
    id       = "dialsuite-egress-local"
    name     = "egress proxy healthz"
    http     = "http://127.0.0.1:8089/healthz"
    interval = "10s"
    timeout  = "2s"
  }

  check {
    id       = "dialsuite-upstream"
    name     = "DialSuite API reachable"
    http     = "https://api.dialsuite.com/api/public/v2/me"
    method   = "GET"
    header   = { "Authorization" = ["Bearer hw_live_9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f.Vt7kQ2mZx9LpR4sWn8Yb"] }
    interval = "60s"
    timeout  = "5s"
  }

  check {
    id       = "ses-reachable"
    name     = "SES endpoint"
    http     = "https://email.eu-west-1.amazonaws.com/v2/email/account"
    interval = "300s"
    timeout  = "5s"
  }
}
