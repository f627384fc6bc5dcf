param([Parameter(Mandatory)] [string] $TrackingId)

# Carrier tracking API sits behind AWS API Gateway, key from the Windows credential store.
$key = (Get-StoredCredential -Target "carrier-gw").GetNetworkCredential().Password
$headers = @{ "x-api-key" = $key; "X-User-Email" = "$($env:USERNAME)@tallowfreight.com" }

try {
    $r = Invoke-RestMethod -Uri "https://track.carrierhub.net/v1/shipments/$TrackingId" -Headers $headers
    $r | Select-Object status, eta, lastScan
}
catch {
    $code = [int]$_.Exception.Response.StatusCode
    if ($code -eq 404) { Write-Warning "Unknown tracking id $TrackingId" }
    elseif ($code -in 502, 503) { Write-Warning "Carrier gateway unavailable" }
    else { throw }
}
