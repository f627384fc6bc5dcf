[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string] $ResourceGroup,
    [Parameter(Mandatory)] [string] $AppName,
    [string] $RingforgeHost = 'https://api.ringforge.io',
    [string] $KeyVaultName = 'kv-tw-prod'
)

$ErrorActionPreference = 'Stop'

# Dialer API version - bump together with Tidewater.Ringforge.Refit
$ringforgeApiVersion = 'v1'
$ringforgeBaseUrl = "$RingforgeHost/api/public/$ringforgeApiVersion"

Write-Host "Configuring $AppName in $ResourceGroup (Ringforge: $ringforgeBaseUrl)"

$webApp = Get-AzWebApp -ResourceGroupName $ResourceGroup -Name $AppName
$settings = @{}
foreach ($s in $webApp.SiteConfig.AppSettings) { $settings[$s.Name] = $s.Value }

$settings['Ringforge__BaseUrl'] = $ringforgeBaseUrl
$settings['Ringforge__ApiKey'] = "@Microsoft.KeyVault(VaultName=$KeyVaultName;SecretName=ringforge-api-key)"
$settings['Inventory__SubscriptionKey'] = "@Microsoft.KeyVault(VaultName=$KeyVaultName;SecretName=apim-inventory-key)"

Set-AzWebApp -ResourceGroupName $ResourceGroup -Name $AppName -AppSettings $settings | Out-Null
Write-Host 'App settings updated.'
