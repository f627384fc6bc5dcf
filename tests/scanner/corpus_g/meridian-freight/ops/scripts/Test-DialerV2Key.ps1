<#
.SYNOPSIS
  Smoke test for the new scoped dialer key (v2). Calls GET /me and prints the scopes.
  Replaces the old v1 health check that used the shared key + X-User-Email.
#>
[CmdletBinding()]
param(
    [string] $BaseUrl = 'https://api.ringpilot.io/api/public/v2',
    [string] $KeyVault = 'kv-meridian-ops'
)

$ErrorActionPreference = 'Stop'
$key = Get-AzKeyVaultSecret -VaultName $KeyVault -Name 'ringpilot-v2-workspace-key' -AsPlainText

$headers = @{ Authorization = "Bearer $key" }

try {
    $me = Invoke-RestMethod -Method Get -Uri "$BaseUrl/me" -Headers $headers
}
catch {
    $resp = $_.ErrorDetails.Message | ConvertFrom-Json
    # v2 errors are { error: { code, message, requestId } }
    Write-Error ("GET /me failed: {0} ({1}) request {2}" -f $resp.error.code, $resp.error.message, $resp.error.requestId)
    exit 1
}

Write-Host "Credential : $($me.credentialId)"
Write-Host "Workspace  : $($me.workspaceId)"
Write-Host "Kind       : $($me.kind)"
Write-Host "Environment: $($me.environment)"
Write-Host "Scopes     : $($me.scopes -join ', ')"

$required = @('lists:read', 'lists:write', 'contacts:write', 'calls:read')
$missing = $required | Where-Object { $me.scopes -notcontains $_ }
if ($missing) {
    Write-Warning "Key is missing scopes: $($missing -join ', ')"
    exit 2
}
