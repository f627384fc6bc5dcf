# Polls internal services and prints a table. Uses our own status API (x-api-key is ours).
$services = @(
    @{ Name = 'status-api'; Uri = 'https://status.internal.harrowgate.co/api/v1/health' },
    @{ Name = 'crm';        Uri = 'https://crm.internal.harrowgate.co/api/v1/health' }
)
$headers = @{ 'x-api-key' = $env:STATUS_API_KEY; 'X-User-Email' = "$env:USERNAME@harrowgate.co" }

$services | ForEach-Object {
    try {
        $r = Invoke-WebRequest -Uri $_.Uri -Headers $headers -UseBasicParsing -TimeoutSec 5
        [pscustomobject]@{ Service = $_.Name; Status = $r.StatusCode }
    } catch {
        $code = [int]$_.Exception.Response.StatusCode
        $state = if ($code -eq 503) { 'maintenance' } elseif ($code -eq 502) { 'bad gateway' } else { "error $code" }
        [pscustomobject]@{ Service = $_.Name; Status = $state }
    }
} | Format-Table -AutoSize
