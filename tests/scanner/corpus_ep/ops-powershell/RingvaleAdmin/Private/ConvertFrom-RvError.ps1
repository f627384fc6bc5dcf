function ConvertFrom-RvError {
    [CmdletBinding()]
    param(
        [Parameter(Mandatory)]
        [System.Management.Automation.ErrorRecord] $ErrorRecord
    )

    $raw = $ErrorRecord.ErrorDetails.Message
    $parsed = $null
    if ($raw) {
        try { $parsed = $raw | ConvertFrom-Json -ErrorAction Stop } catch { $parsed = $null }
    }

    $message = if ($parsed -and $parsed.error) { [string]$parsed.error } else { $ErrorRecord.Exception.Message }
    $detailText = @($parsed.details | Where-Object { $_ } | ForEach-Object { '{0}: {1}' -f $_.path, $_.message }) -join '; '

    [pscustomobject]@{
        Message     = $message
        Details     = $detailText
        UserMissing = ($message -eq 'user not found')
        Exception   = [System.InvalidOperationException]::new(("Ringvale: {0} {1}" -f $message, $detailText).Trim())
    }
}
