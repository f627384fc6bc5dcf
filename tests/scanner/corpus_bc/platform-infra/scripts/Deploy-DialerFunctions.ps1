[CmdletBinding()]
param(
    [Parameter(Mandatory)][ValidateSet('dev', 'test', 'prod')][string]$Environment,
    [string]$CalltrekBaseUrl,
    [string]$Location = 'westeurope'
)

$ErrorActionPreference = 'Stop'

$CalltrekApiVersion = 'v1'
if (-not $CalltrekBaseUrl) {
    $CalltrekBaseUrl = "https://api.calltrek.io/api/public/$CalltrekApiVersion"
}

$rg = "fab-dialer-$Environment"
Write-Host "Deploying dialer functions to $rg (Calltrek: $CalltrekBaseUrl)"

az group create --name $rg --location $Location | Out-Null

az deployment group create `
    --resource-group $rg `
    --template-file "$PSScriptRoot/../bicep/main.bicep" `
    --parameters env=$Environment calltrekBaseUrl=$CalltrekBaseUrl | Out-Null

if ($LASTEXITCODE -ne 0) {
    throw "Bicep deployment failed"
}

$funcName = "fab-dialer-$Environment-func"
func azure functionapp publish $funcName --dotnet-isolated
