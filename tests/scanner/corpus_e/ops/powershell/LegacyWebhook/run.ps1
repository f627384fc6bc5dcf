using namespace System.Net

# Azure Function (PowerShell 7.2) receiving outbound webhooks from the calling service.
# Two subscriptions point at this function while the migration is in flight:
#   - the old outbound webhook (legacy payload + legacy signature)
#   - the new v2 subscription (Service-Signature)
param($Request, $TriggerMetadata)

function Test-HexEqual([string]$a, [string]$b) {
    if ($a.Length -ne $b.Length) { return $false }
    $diff = 0
    for ($i = 0; $i -lt $a.Length; $i++) { $diff = $diff -bor ([int][char]$a[$i] -bxor [int][char]$b[$i]) }
    return $diff -eq 0
}

function Get-HmacHex([string]$secret, [string]$payload) {
    $hmac = [System.Security.Cryptography.HMACSHA256]::new([Text.Encoding]::UTF8.GetBytes($secret))
    $hash = $hmac.ComputeHash([Text.Encoding]::UTF8.GetBytes($payload))
    return -join ($hash | ForEach-Object { $_.ToString("x2") })
}

$raw = $Request.RawBody

$v2Header = $Request.Headers['service-signature']
if ($v2Header) {
    $parts = @{}
    $v2Header.Split(',') | ForEach-Object { $k, $v = $_.Split('=', 2); $parts[$k] = $v }
    $expected = Get-HmacHex $env:CALLING_V2_SIGNING_SECRET ("{0}.{1}" -f $parts['t'], $raw)
    $ok = Test-HexEqual $expected $parts['v1']
}
else {
    $legacySig = $Request.Headers['x-calling-signature']
    $expected = Get-HmacHex $env:CALLING_LEGACY_WEBHOOK_SECRET $raw
    $ok = $legacySig -and (Test-HexEqual $expected $legacySig)
}

if (-not $ok) {
    Push-OutputBinding -Name Response -Value ([HttpResponseContext]@{ StatusCode = [HttpStatusCode]::Unauthorized; Body = "bad signature" })
    return
}

Push-OutputBinding -Name Queue -Value $raw
Push-OutputBinding -Name Response -Value ([HttpResponseContext]@{
    StatusCode = [HttpStatusCode]::OK
    Body       = '{"received":true}'
})
