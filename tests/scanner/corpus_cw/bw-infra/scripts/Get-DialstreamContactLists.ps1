<#
.SYNOPSIS
    Lists Dialstream contact lists for the renewals tenant, optionally deleting stale ones.
.EXAMPLE
    ./Get-DialstreamContactLists.ps1 -OlderThanDays 90 -Delete -WhatIf
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [string] $BaseUrl = 'https://api.dialstream.io/api/public/v1',
    [string] $ApiKey = $env:DIALSTREAM_API_KEY,
    [string] $ActingUser = 'dialer-bot@brightwater-ins.com',
    [int] $OlderThanDays = 0,
    [switch] $Delete
)

$ErrorActionPreference = 'Stop'

$headers = @{
    'X-API-Key'    = $ApiKey
    'X-User-Email' = $ActingUser
    'Accept'       = 'application/json'
}

function Invoke-Dialstream {
    param([string] $Method = 'GET', [string] $Path)
    try {
        Invoke-RestMethod -Method $Method -Uri "$BaseUrl$Path" -Headers $headers
    }
    catch {
        $status = [int]$_.Exception.Response.StatusCode
        $message = ($_.ErrorDetails.Message | ConvertFrom-Json -ErrorAction SilentlyContinue).error
        switch ($status) {
            503 { throw "Dialstream public API is disabled for this tenant ($message)" }
            404 { if ($message -eq 'user not found') { throw "Acting user $ActingUser is not provisioned in Dialstream" } }
        }
        throw "Dialstream $Method $Path failed: $status $message"
    }
}

$cutoff = (Get-Date).AddDays(-$OlderThanDays)
$lists = (Invoke-Dialstream -Path '/contact-lists').items

foreach ($list in $lists) {
    $created = [datetime]$list.createdAt
    [pscustomobject]@{ Id = $list.id; Name = $list.name; Contacts = $list.contactCount; Created = $created }

    if ($Delete -and $OlderThanDays -gt 0 -and $created -lt $cutoff) {
        if ($PSCmdlet.ShouldProcess($list.name, 'Delete Dialstream contact list')) {
            Invoke-Dialstream -Method DELETE -Path "/contact-lists/$($list.id)" | Out-Null
        }
    }
}
