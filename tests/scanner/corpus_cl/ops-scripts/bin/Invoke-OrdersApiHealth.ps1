param([string]$Stage = 'prod')

$headers = @{ 'x-api-key' = $env:ORDERS_APIGW_KEY; 'X-User-Email' = 'healthcheck@tallybrook.com' }
try {
    Invoke-RestMethod -Uri "https://orders.tallybrook.com/v1/health" -Headers $headers
}
catch {
    $code = [int]$_.Exception.Response.StatusCode
    if ($code -eq 503) { Write-Warning "orders API in maintenance mode" }
    elseif ($code -eq 502) { Write-Warning "API Gateway could not reach Lambda" }
    else { throw }
}
