<#
.SYNOPSIS
  Creates missing Callvane contact lists from lists.csv (runs on the ops jump box).
#>
param(
    [string]$CsvPath = ".\lists.csv",
    [string]$ActingUser = "ops-bot@harborpine.com"
)

$BaseUrl = if ($env:CALLVANE_BASE_URL) { $env:CALLVANE_BASE_URL } else { "https://api.callvane.io/api/public/v1" }
$Headers = @{
    "X-Api-Key"    = $env:CALLVANE_KEY
    "X-User-Email" = $ActingUser
}

$existing = (Invoke-RestMethod -Uri "$BaseUrl/contact-lists?limit=500" -Headers $Headers).items | ForEach-Object { $_.name }

foreach ($row in Import-Csv $CsvPath) {
    if ($existing -contains $row.Name) { continue }
    try {
        Invoke-RestMethod -Method Post -Uri "$BaseUrl/contact-lists" -Headers $Headers `
            -ContentType "application/json" -Body (@{ name = $row.Name } | ConvertTo-Json)
        Write-Host "created $($row.Name)"
    } catch {
        $status = $_.Exception.Response.StatusCode.value__
        $msg = ($_.ErrorDetails.Message | ConvertFrom-Json).error
        if ($status -eq 404 -and $msg -eq "user not found") {
            throw "$ActingUser is not a Callvane user"
        }
        Write-Warning "failed $($row.Name): $status $msg"
    }
}
