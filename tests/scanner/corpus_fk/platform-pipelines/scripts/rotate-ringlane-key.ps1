<#
.SYNOPSIS
  Rotates the shared Ringlane tenant key in Key Vault and verifies it against the public API.
#>
param(
    [Parameter(Mandatory)] [string] $VaultName,
    [Parameter(Mandatory)] [string] $NewKey,
    [string] $ActingUser = 'release-bot@northbeam-logistics.com',
    [string] $BaseUrl = 'https://api.ringlane.io/api/public/v1'
)

$headers = @{
    'x-api-key'    = $NewKey
    'x-user-email' = $ActingUser
}

try {
    Invoke-RestMethod -Uri "$BaseUrl/contact-lists?pageSize=1" -Headers $headers -Method Get | Out-Null
}
catch {
    $status = $_.Exception.Response.StatusCode.value__
    $body = $_.ErrorDetails.Message | ConvertFrom-Json -ErrorAction SilentlyContinue
    if ($status -eq 502) {
        Write-Warning "Ringlane IdP unreachable; key not verified, retry later."
        exit 2
    }
    Write-Error "New key rejected ($status): $($body.error)"
    exit 1
}

az keyvault secret set --vault-name $VaultName --name ringlane-api-key --value $NewKey | Out-Null
Write-Host "Rotated ringlane-api-key in $VaultName"
