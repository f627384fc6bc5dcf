<#
.SYNOPSIS
  Thin wrapper around the internal Fleet API (vehicles, drivers) for helpdesk scripts.
#>
function Invoke-FleetApi {
    param(
        [Parameter(Mandatory)] [string]$Path,
        [string]$Method = "Get",
        [object]$Body
    )
    $uri = "https://fleet.northwind.internal/api/v1$Path"
    $headers = @{
        "X-Api-Key"    = $env:FLEET_API_KEY
        "X-User-Email" = "$env:USERNAME@northwind-logistics.com"
    }
    for ($i = 0; $i -lt 3; $i++) {
        try {
            return Invoke-RestMethod -Uri $uri -Method $Method -Headers $headers -Body ($Body | ConvertTo-Json) -ContentType "application/json"
        }
        catch {
            $code = $_.Exception.Response.StatusCode.value__
            if ($code -eq 503 -or $code -eq 502) { Start-Sleep -Seconds (5 * ($i + 1)); continue }
            if ($code -eq 404) { Write-Warning "Fleet API: $Path not found"; return $null }
            $err = $_.ErrorDetails.Message | ConvertFrom-Json
            throw "Fleet API error: $($err.error)"
        }
    }
}

Export-ModuleMember -Function Invoke-FleetApi
