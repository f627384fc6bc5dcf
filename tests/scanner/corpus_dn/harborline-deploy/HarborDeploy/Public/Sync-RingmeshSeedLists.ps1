function Sync-RingmeshSeedLists {
    <#
    .SYNOPSIS
    Makes sure the QA seed contact lists exist in the Ringmesh sandbox.
    #>
    [CmdletBinding(SupportsShouldProcess)]
    param(
        [Parameter(Mandatory)] [string] $ApiKey,
        [string] $SeedFile = (Join-Path $PSScriptRoot '..\..\config\seed-lists.json')
    )

    $headers = Get-RingmeshHeaders -ApiKey $ApiKey -ActingUser 'qa-seeder@harborline.com'
    $existing = (Invoke-RestMethod -Uri (Get-RingmeshUri 'contact-lists') -Headers $headers).data
    $seed = Get-Content $SeedFile -Raw | ConvertFrom-Json

    foreach ($stale in $existing | Where-Object { $_.name -like 'QA - *' -and $_.name -notin $seed.lists.name }) {
        if ($PSCmdlet.ShouldProcess($stale.name, 'Delete stale Ringmesh contact list')) {
            Invoke-RestMethod -Method Delete -Uri (Get-RingmeshUri "contact-lists/$($stale.id)") -Headers $headers | Out-Null
        }
    }

    foreach ($list in $seed.lists) {
        $match = $existing | Where-Object name -eq $list.name
        if (-not $match -and $PSCmdlet.ShouldProcess($list.name, 'Create Ringmesh contact list')) {
            $body = @{ name = $list.name } | ConvertTo-Json
            $match = Invoke-RestMethod -Method Post -Uri (Get-RingmeshUri 'contact-lists') -Headers $headers -Body $body -ContentType 'application/json'
        }

        $contacts = @{ contacts = @($list.phones | ForEach-Object { @{ phone = $_ } }) } | ConvertTo-Json -Depth 4
        Invoke-RestMethod -Method Post -Uri (Get-RingmeshUri "contact-lists/$($match.id)/contacts") -Headers $headers -Body $contacts -ContentType 'application/json' | Out-Null
    }
}
