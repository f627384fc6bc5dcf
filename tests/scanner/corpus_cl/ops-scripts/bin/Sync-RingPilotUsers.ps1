<#
.SYNOPSIS
  Checks that every sales rep in the AD group exists in RingPilot.
#>
param(
    [string]$Group = 'SG-Sales-Dialer',
    [string]$ApiKey = $env:RINGPILOT_API_KEY
)

$BaseUri = 'https://api.ringpilot.io/api/public/v1'

foreach ($rep in Get-ADGroupMember -Identity $Group | Get-ADUser -Properties EmployeeID, UserPrincipalName) {
    $headers = @{
        'x-api-key' = $ApiKey
        'X-User-Id' = $rep.EmployeeID
    }
    try {
        Invoke-RestMethod -Uri "$BaseUri/contact-lists?limit=1" -Headers $headers -Method Get | Out-Null
        Write-Host "OK  $($rep.UserPrincipalName)"
    }
    catch {
        $code = [int]$_.Exception.Response.StatusCode
        switch ($code) {
            404 { Write-Warning "MISSING $($rep.UserPrincipalName): user not found in RingPilot" }
            502 { Write-Warning "RingPilot IdP unreachable, rerun later"; break }
            default {
                $err = ($_.ErrorDetails.Message | ConvertFrom-Json).error
                Write-Error "RingPilot $code : $err"
            }
        }
    }
}
