<#
.SYNOPSIS
    Prints yesterday's request count for the pricing API usage plan (AWS API Gateway).
#>
param(
    [string] $UsagePlanId = 'u7xk2p',
    [string] $KeyId = $env:PRICING_GATEWAY_KEY_ID,
    [string] $Region = 'eu-north-1'
)

$yesterday = (Get-Date).AddDays(-1).ToString('yyyy-MM-dd')
$usage = aws apigateway get-usage --usage-plan-id $UsagePlanId --key-id $KeyId `
    --start-date $yesterday --end-date $yesterday --region $Region | ConvertFrom-Json

$total = ($usage.items.PSObject.Properties.Value | ForEach-Object { $_ | ForEach-Object { $_[0] } } | Measure-Object -Sum).Sum
Write-Host "Pricing gateway requests on ${yesterday}: $total"

# sanity ping through the gateway itself
$headers = @{ 'x-api-key' = $env:PRICING_GATEWAY_KEY; 'X-User-Email' = 'ops@halvorsenfreight.no' }
try {
    Invoke-RestMethod -Uri 'https://pricing.internal.halvorsenfreight.no/prod/v1/health' -Headers $headers | Out-Null
}
catch {
    $status = $_.Exception.Response.StatusCode.value__
    if ($status -eq 502 -or $status -eq 503) {
        Write-Warning "Pricing gateway unhealthy ($status) - check the Lambda integration"
    }
}
