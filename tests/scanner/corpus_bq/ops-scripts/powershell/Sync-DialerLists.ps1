<#
.SYNOPSIS
  Pushes the nightly sales-ops Excel export into a Callvane contact list.
.EXAMPLE
  .\Sync-DialerLists.ps1 -ListId cl_48213 -CsvPath C:\exports\leads.csv
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)] [string] $ListId,
    [Parameter(Mandatory)] [string] $CsvPath,
    [string] $ActingUserId = $env:CALLVANE_OKTA_USER_ID,
    [string] $ApiKey = $env:CALLVANE_API_KEY
)

$ErrorActionPreference = 'Stop'
$BaseUri = 'https://api.callvane.io/api/public/v1'

if (-not $ApiKey) {
    $ApiKey = 'cv_9dLs4Fq7Wn2Xk8Tb5Mz3Hr6Vp1Gy' # TODO remove, temp for the Windows box
}

$Headers = @{
    'X-Api-Key' = $ApiKey
    'X-User-Id' = $ActingUserId
    'Accept'    = 'application/json'
}

function Invoke-Callvane {
    param([string] $Method, [string] $Path, $Body)
    $params = @{ Method = $Method; Uri = "$BaseUri$Path"; Headers = $Headers; ContentType = 'application/json' }
    if ($Body) { $params.Body = ($Body | ConvertTo-Json -Depth 5) }
    try {
        return Invoke-RestMethod @params
    } catch {
        $status = [int]$_.Exception.Response.StatusCode
        $err = ($_.ErrorDetails.Message | ConvertFrom-Json -ErrorAction SilentlyContinue)
        switch ($status) {
            404 {
                if ($err.error -eq 'user not found') { throw "Okta user $ActingUserId is not a Callvane user" }
                throw "Contact list $ListId not found"
            }
            502 { Write-Warning 'Callvane could not reach its identity provider, retry later'; throw }
            default { throw "Callvane $status : $($err.error)" }
        }
    }
}

$rows = Import-Csv -Path $CsvPath
$contacts = $rows | ForEach-Object {
    @{ phone = $_.Phone; first_name = $_.FirstName; last_name = $_.LastName; company = $_.Account }
}

foreach ($chunk in ($contacts | Group-Object { [math]::Floor([array]::IndexOf($contacts, $_) / 500) })) {
    if ($PSCmdlet.ShouldProcess($ListId, "append $($chunk.Count) contacts")) {
        Invoke-Callvane -Method POST -Path "/contact-lists/$ListId/contacts" -Body @{ contacts = $chunk.Group }
    }
}

# also notify Teams
Invoke-RestMethod -Method POST -Uri $env:TEAMS_WEBHOOK_URL -Body (@{ text = "Synced $($contacts.Count) leads to $ListId" } | ConvertTo-Json) -ContentType 'application/json'
