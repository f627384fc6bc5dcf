param(
    [Parameter(Mandatory)] [string] $SubscriptionKey,
    [string] $BaseUrl = 'https://apim-tidewater.azure-api.net/inventory/v1'
)

$headers = @{ 'x-api-key' = $SubscriptionKey; 'X-User-Email' = 'oncall@tidewater-logistics.com' }
try {
    Invoke-RestMethod -Uri "$BaseUrl/health" -Headers $headers | Out-Null
    Write-Host 'inventory OK'
}
catch {
    $code = [int]$_.Exception.Response.StatusCode
    if ($code -eq 502 -or $code -eq 503) {
        Write-Warning "APIM backend unavailable ($code)"
    }
    else { throw }
}
