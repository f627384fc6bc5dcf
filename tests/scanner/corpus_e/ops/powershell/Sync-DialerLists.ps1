<#
.SYNOPSIS
    Nightly sync of CRM campaign segments into the Dialwave calling service.
.NOTES
    Owner: RevOps Platform team. Originally written against the v1 public API (2023).
    Runs on the SCHED-02 task scheduler under the svc_revops account.
#>
[CmdletBinding()]
param(
    [string]$CampaignFile = "D:\revops\exports\campaign_segments.csv",
    [string]$ActingUser   = "revops-bot@contoso-retail.com"
)

$ErrorActionPreference = 'Stop'

# Dialwave (calling service) settings
$DialwaveBase  = "https://apigw.contoso-retail.com/dialwave/api/public/v1"
$DialwaveKey   = $env:DIALWAVE_API_KEY

# Microsoft Graph is used to resolve the owning rep's mailbox
$GraphBase     = "https://graph.microsoft.com/v1.0"

function Get-GraphToken {
    $body = @{
        client_id     = $env:GRAPH_CLIENT_ID
        client_secret = $env:GRAPH_CLIENT_SECRET
        scope         = "https://graph.microsoft.com/.default"
        grant_type    = "client_credentials"
    }
    $tok = Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$($env:GRAPH_TENANT)/oauth2/v2.0/token" -Body $body
    return $tok.access_token
}

function Invoke-Dialwave {
    param([string]$Method, [string]$Path, $Body)

    $headers = @{
        "X-Api-Key"    = $DialwaveKey
        "X-User-Email" = $ActingUser
        "Content-Type" = "application/json"
    }
    $params = @{
        Method  = $Method
        Uri     = "$DialwaveBase$Path"
        Headers = $headers
    }
    if ($Body) { $params.Body = ($Body | ConvertTo-Json -Depth 6) }

    try {
        return Invoke-RestMethod @params
    }
    catch {
        $status = $_.Exception.Response.StatusCode.value__
        $err = $_.ErrorDetails.Message | ConvertFrom-Json -ErrorAction SilentlyContinue
        switch ($status) {
            502 { Write-Warning "Dialwave could not reach its identity provider, will retry next run"; return $null }
            503 { Write-Warning "Dialwave public API is switched off on the server side"; return $null }
            404 {
                if ($err.error -eq "user not found") {
                    throw "Acting user $ActingUser is not provisioned in Dialwave"
                }
                throw "Dialwave 404: $($err.error)"
            }
            default { throw }
        }
    }
}

$graphToken = Get-GraphToken
$segments = Import-Csv $CampaignFile | Group-Object -Property Segment

foreach ($seg in $segments) {
    $owner = Invoke-RestMethod -Uri "$GraphBase/users/$($seg.Group[0].OwnerUpn)" -Headers @{ Authorization = "Bearer $graphToken" }

    $payload = @{
        name      = "CRM - $($seg.Name)"
        groupName = "nightly-sync"
        contacts  = @($seg.Group | ForEach-Object { @{ phone = $_.Phone; name = $_.FullName } })
    }
    $created = Invoke-Dialwave -Method Post -Path "/contact-lists" -Body $payload
    if ($created) {
        Write-Host "Created list $($created.id) for $($seg.Name) (owner $($owner.mail))"
    }
}
