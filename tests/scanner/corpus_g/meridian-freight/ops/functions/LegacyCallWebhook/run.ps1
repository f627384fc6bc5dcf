using namespace System.Net

# Azure Function (PowerShell) that receives the dialer's legacy "list exhausted" webhook
# and posts a Teams message to the dispatch channel.
param($Request, $TriggerMetadata)

$secret = [Text.Encoding]::UTF8.GetBytes($env:DIALER_WEBHOOK_SECRET)
$raw = $Request.RawBody
$provided = $Request.Headers['X-RingPilot-Signature']

$hmac = [Security.Cryptography.HMACSHA256]::new($secret)
$computed = -join ($hmac.ComputeHash([Text.Encoding]::UTF8.GetBytes($raw)) | ForEach-Object { $_.ToString('x2') })

if (-not $provided -or $computed -ne $provided.ToLowerInvariant()) {
    Push-OutputBinding -Name Response -Value ([HttpResponseContext]@{ StatusCode = [HttpStatusCode]::Unauthorized })
    return
}

$evt = $raw | ConvertFrom-Json
$card = @{
    text = "Dialer list **$($evt.listName)** is exhausted ($($evt.contactsCount) drivers called)."
}
Invoke-RestMethod -Method Post -Uri $env:TEAMS_DISPATCH_WEBHOOK -Body ($card | ConvertTo-Json) -ContentType 'application/json'

Push-OutputBinding -Name Response -Value ([HttpResponseContext]@{
    StatusCode = [HttpStatusCode]::OK
    Body       = '{"ok":true}'
})
