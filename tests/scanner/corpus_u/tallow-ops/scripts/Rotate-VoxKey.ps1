# Rotates the Voxhollow v2 key in Vault. v2 keys look like tf_live_<uuid>.<secret>.
param([Parameter(Mandatory)] [string] $NewKey)

if ($NewKey -notmatch '^tf_(live|test)_[0-9a-f-]{36}\.[A-Za-z0-9]+$') {
    throw "That does not look like a Voxhollow v2 key"
}
vault kv put secret/vox-bridge api-key=$NewKey
kubectl rollout restart deployment/vox-bridge -n dispatch
