# Nightly: remove numbers that opted out (DNC) from every Ringlane contact list.
job "ringlane-list-janitor" {
  datacenters = ["ams1"]
  type        = "batch"

  periodic {
    crons            = ["15 3 * * *"]
    prohibit_overlap = true
    time_zone        = "Europe/Amsterdam"
  }

  group "janitor" {
    task "prune" {
      driver = "docker"

      config {
        image   = "curlimages/curl:8.7.1"
        command = "/bin/sh"
        args    = ["/local/prune.sh"]
      }

      vault {
        policies = ["dialer-sync"]
      }

      template {
        destination = "/local/prune.sh"
        perms       = "0755"
        data        = <<EOT
#!/bin/sh
set -eu
{{ with secret "kv/data/outbound/ringlane" }}KEY='{{ .Data.data.api_key }}'{{ end }}
BASE='https://api.ringlane.io/api/public/v1'
for entry in $(cat /local/dnc.txt); do
  list="$${entry%%:*}"; phone="$${entry#*:}"
  code=$(curl -s -o /dev/null -w '%{http_code}' -X DELETE \
    -H "x-api-key: $KEY" -H "x-user-email: janitor@tessellate.io" \
    "$BASE/contact-lists/$list/contacts/$phone")
  case "$code" in
    204|404) ;;
    502) echo "IdP unreachable at Ringlane, will retry tomorrow"; exit 0 ;;
    *) echo "unexpected $code for $list/$phone"; exit 1 ;;
  esac
done
EOT
      }

      template {
        destination = "/local/dnc.txt"
        data        = <<EOT
{{ range ls "config/ringlane/dnc" }}{{ .Key }}:{{ .Value }}
{{ end }}
EOT
      }
    }
  }
}
