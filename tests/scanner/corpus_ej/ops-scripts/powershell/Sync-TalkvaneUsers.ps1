<#
.SYNOPSIS
    Adds AD "Sales-Dialer" members' direct lines to the Talkvane "nwh-inside-sales" contact list.
.NOTES
    Run by IT desk from the mgmt box. Needs RSAT + the TALKVANE_API_KEY machine env var.
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [string]$ListId = $env:TALKVANE_INSIDE_SALES_LIST,
    [string]$ActingUser = "svc-dialer-sync@northwindharbor.com",
    [string]$BaseUrl = "https://api.talkvane.com/api/public/v1"
)

Import-Module ActiveDirectory
$ErrorActionPreference = "Stop"

$headers = @{
    "X-Api-Key"    = $env:TALKVANE_API_KEY
    "X-User-Email" = $ActingUser
    "Accept"       = "application/json"
}

function Invoke-Talkvane {
    param([string]$Method, [string]$Path, $Body)
    $params = @{
        Method      = $Method
        Uri         = "$BaseUrl$Path"
        Headers     = $headers
        ContentType = "application/json"
    }
    if ($Body) { $params.Body = ($Body | ConvertTo-Json -Depth 5) }
    try {
        return Invoke-RestMethod @params
    } catch {
        $status = [int]$_.Exception.Response.StatusCode
        $msg = $null
        try { $msg = ($_.ErrorDetails.Message | ConvertFrom-Json).error } catch { }
        $detail = try { (($_.ErrorDetails.Message | ConvertFrom-Json).details | ForEach-Object { "$($_.path): $($_.message)" }) -join "; " } catch { "" }
        switch ($status) {
            404 { if ($msg -eq "user not found") { throw "Talkvane does not know $ActingUser" } }
            502 { Write-Warning "Talkvane identity provider unreachable, retrying once"; Start-Sleep 15; return Invoke-RestMethod @params }
            503 { throw "Talkvane public API is disabled for our tenant" }
        }
        throw "Talkvane $Method $Path failed ($status): $msg $detail"
    }
}

$phones = Get-ADGroupMember "Sales-Dialer" -Recursive |
    Get-ADUser -Properties telephoneNumber |
    Where-Object { $_.telephoneNumber } |
    ForEach-Object { ($_.telephoneNumber -replace '[^\d+]', '') }

Write-Host "Found $($phones.Count) dialer users in AD"

$existing = Invoke-Talkvane -Method GET -Path "/contact-lists/$ListId/contacts?limit=5000"
$have = @($existing.data | ForEach-Object { $_.phone })
$missing = $phones | Where-Object { $have -notcontains $_ }

if ($missing -and $PSCmdlet.ShouldProcess("list $ListId", "add $($missing.Count) contacts")) {
    $body = @{ contacts = @($missing | ForEach-Object { @{ phone = $_ } }) }
    Invoke-Talkvane -Method POST -Path "/contact-lists/$ListId/contacts" -Body $body | Out-Null
    Write-Host "Added $($missing.Count) contacts"
}
