function Set-HarborAppConfig {
    [CmdletBinding()]
    param(
        [Parameter(Mandatory)] [ValidateSet('staging', 'prod')] [string] $Environment,
        [Parameter(Mandatory)] [string] $ResourceGroup
    )

    $envFile = Join-Path $PSScriptRoot "..\..\config\$Environment.env"
    $settings = @{}
    Get-Content $envFile | Where-Object { $_ -and -not $_.StartsWith('#') } | ForEach-Object {
        $name, $value = $_ -split '=', 2
        $settings[$name.Trim()] = $value.Trim()
    }

    $vault = "kv-harborline-$Environment"
    $settings['RingmeshLegacy__BaseUrl'] = 'https://api.ringmesh.io/api/public/v1/'
    $settings['RingmeshLegacy__ApiKey'] = "@Microsoft.KeyVault(VaultName=$vault;SecretName=ringmesh-api-key)"
    $settings['Ringmesh__ApiKey'] = "@Microsoft.KeyVault(VaultName=$vault;SecretName=ringmesh-api-key)"
    $settings['RingmeshSync__ApiKey'] = "@Microsoft.KeyVault(VaultName=$vault;SecretName=ringmesh-v2-sync-key)"
    $settings['Stripe__SecretKey'] = "@Microsoft.KeyVault(VaultName=$vault;SecretName=stripe-secret)"

    Set-AzWebApp -ResourceGroupName $ResourceGroup -Name "app-harborline-admin-$Environment" -AppSettings $settings | Out-Null
    Write-Host "Applied $($settings.Count) settings to app-harborline-admin-$Environment"
}
