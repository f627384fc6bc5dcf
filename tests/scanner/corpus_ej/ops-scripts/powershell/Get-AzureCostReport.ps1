<#
.SYNOPSIS
    Pulls last month's Azure cost per resource group and posts it to the FinOps API.
#>
param(
    [string]$SubscriptionId = $env:AZ_SUBSCRIPTION_ID,
    [string]$FinOpsUrl = "https://finops.internal.northwindharbor.com/v1/reports"
)

$ErrorActionPreference = "Stop"
$token = (Get-AzAccessToken -ResourceUrl "https://management.azure.com/").Token
$start = (Get-Date -Day 1).AddMonths(-1).ToString("yyyy-MM-dd")
$end = (Get-Date -Day 1).AddDays(-1).ToString("yyyy-MM-dd")

$query = @{
    type      = "ActualCost"
    timeframe = "Custom"
    timePeriod = @{ from = $start; to = $end }
    dataset   = @{ granularity = "None"; grouping = @(@{ type = "Dimension"; name = "ResourceGroup" }) }
} | ConvertTo-Json -Depth 6

$cost = Invoke-RestMethod -Method POST `
    -Uri "https://management.azure.com/subscriptions/$SubscriptionId/providers/Microsoft.CostManagement/query?api-version=2023-03-01" `
    -Headers @{ Authorization = "Bearer $token" } -ContentType "application/json" -Body $query

try {
    Invoke-RestMethod -Method POST -Uri $FinOpsUrl -ContentType "application/json" `
        -Headers @{ "x-api-key" = $env:FINOPS_GATEWAY_KEY; "X-User-Email" = "it-desk@northwindharbor.com" } `
        -Body ($cost.properties.rows | ConvertTo-Json -Depth 4)
} catch {
    $status = [int]$_.Exception.Response.StatusCode
    if ($status -eq 503) { Write-Warning "FinOps API in maintenance, report saved locally"; $cost | Export-Clixml "cost-$start.xml" }
    else { throw }
}
