function Test-RingmeshConnection {
    <#
    .SYNOPSIS
    Verifies the Ringmesh key in Key Vault works before we roll out a new dialer build.
    #>
    [CmdletBinding()]
    param(
        [Parameter(Mandatory)] [string] $VaultName
    )

    $key = Get-VaultSecret -VaultName $VaultName -Name 'ringmesh-api-key'
    $headers = Get-RingmeshHeaders -ApiKey $key

    try {
        Invoke-RestMethod -Method Get -Uri (Get-RingmeshUri 'contact-lists?limit=1') -Headers $headers | Out-Null
        Write-Host 'Ringmesh: OK' -ForegroundColor Green
        return $true
    }
    catch {
        $status = [int]$_.Exception.Response.StatusCode
        $detail = $null
        if ($_.ErrorDetails.Message) {
            $detail = ($_.ErrorDetails.Message | ConvertFrom-Json).error
        }

        switch ($status) {
            401 { Write-Warning "Ringmesh rejected the key from $VaultName." }
            404 { if ($detail -eq 'user not found') { Write-Warning 'deploy-bot@harborline.com has no Ringmesh seat.' } }
            502 { Write-Warning 'Ringmesh identity provider unreachable; retry the deployment in a few minutes.' }
            503 { Write-Warning 'Ringmesh public API is switched off for our account.' }
            default { Write-Warning "Ringmesh check failed: HTTP $status $detail" }
        }
        return $false
    }
}
