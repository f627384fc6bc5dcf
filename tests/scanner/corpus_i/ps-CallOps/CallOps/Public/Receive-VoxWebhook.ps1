# Azure Function (PowerShell) receiving VoxLine legacy outbound webhooks.
using namespace System.Net

param($Request, $TriggerMetadata)

$secret = $env:VOX_WEBHOOK_SECRET
$given  = $Request.Headers['X-Voxline-Signature']
$hmac   = [System.Security.Cryptography.HMACSHA256]::new([Text.Encoding]::UTF8.GetBytes($secret))
$calc   = -join ($hmac.ComputeHash([Text.Encoding]::UTF8.GetBytes($Request.RawBody)) | ForEach-Object { $_.ToString('x2') })

if (-not [System.Security.Cryptography.CryptographicOperations]::FixedTimeEquals(
        [Text.Encoding]::ASCII.GetBytes($calc), [Text.Encoding]::ASCII.GetBytes("$given"))) {
    Push-OutputBinding -Name Response -Value ([HttpResponseContext]@{ StatusCode = [HttpStatusCode]::Unauthorized })
    return
}

Push-OutputBinding -Name Queue -Value $Request.RawBody
Push-OutputBinding -Name Response -Value ([HttpResponseContext]@{ StatusCode = [HttpStatusCode]::NoContent })
