function Invoke-HarborSmokeTest {
    [CmdletBinding()]
    param(
        [Parameter(Mandatory)] [string] $BaseUrl,
        [Parameter(Mandatory)] [string] $Token,
        [string] $GatewayKey
    )

    # harbor-api sits behind an AWS API Gateway stage in the DR region, which wants x-api-key.
    $headers = @{
        Authorization  = "Bearer $Token"
        'X-User-Email' = 'smoke-test@harborline.com'
        'X-User-Id'    = 'smoke-test'
    }
    if ($GatewayKey) { $headers['x-api-key'] = $GatewayKey }

    $health = Invoke-WebRequest -Uri "$BaseUrl/health" -SkipHttpErrorCheck
    if ($health.StatusCode -eq 503) {
        throw 'harbor-api reports maintenance mode.'
    }
    if ($health.StatusCode -in 502, 504) {
        throw 'Gateway in front of harbor-api is unhealthy.'
    }

    $leads = Invoke-RestMethod -Uri "$BaseUrl/v1/leads?campaign=smoke" -Headers $headers
    Write-Host "Smoke test OK ($($leads.Count) leads)."
}
