# read-only access to talkvane secrets for ansible + external-secrets
path "secret/data/ops/talkvane" {
  capabilities = ["read"]
}

path "secret/data/ops/talkvane-v2" {
  capabilities = ["read"]
}

path "secret/metadata/ops/*" {
  capabilities = ["list"]
}
