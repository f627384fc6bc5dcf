<#
.SYNOPSIS
    Rotates the API Gateway key our logistics partner uses and stores it in Key Vault.
#>
param(
    [string] $VaultName = 'kv-tess-partners',
    [string] $GatewayUrl = 'https://k3v9x2ab1c.execute-api.eu-west-1.amazonaws.com/prod/v1'
)

Import-Module AWS.Tools.APIGateway, Az.KeyVault

$newKey = New-AGApiKey -Name "tessaline-partner-$(Get-Date -Format yyyyMMdd)" -Enabled $true
Register-AGUsagePlanKey -UsagePlanId 'up9k2x' -KeyId $newKey.Id -KeyType API_KEY | Out-Null

# verify the new key works before switching
$probe = Invoke-WebRequest -Uri "$GatewayUrl/shipments?limit=1" -Headers @{ 'x-api-key' = $newKey.Value } -SkipHttpErrorCheck
if ($probe.StatusCode -in 502, 503) {
    Write-Warning "Gateway returned $($probe.StatusCode); the key may need a minute to propagate."
}
elseif ($probe.StatusCode -ne 200) {
    throw "New key rejected: $($probe.Content)"
}

Set-AzKeyVaultSecret -VaultName $VaultName -Name 'partner-gateway-key' `
    -SecretValue (ConvertTo-SecureString $newKey.Value -AsPlainText -Force) | Out-Null
Write-Host 'Partner gateway key rotated.'
