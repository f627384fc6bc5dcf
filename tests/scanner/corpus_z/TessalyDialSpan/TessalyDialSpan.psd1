@{
    RootModule        = 'TessalyDialSpan.psm1'
    ModuleVersion     = '1.3.0'
    GUID              = '4f3c2a10-7d8e-4b6a-9c1f-2e5d7a9b0c31'
    Author            = 'Tessaly IT Operations'
    CompanyName       = 'Tessaly Supply Co.'
    Description       = 'Helpers for managing DialSpan contact lists from the ops jump box.'
    PowerShellVersion = '5.1'
    FunctionsToExport = @('Connect-DialSpan', 'Get-DialSpanList', 'New-DialSpanList', 'Add-DialSpanContact', 'Remove-DialSpanContact', 'Send-OpsTeamsMessage')
    PrivateData       = @{
        PSData = @{
            Tags = @('DialSpan', 'Tessaly')
        }
    }
}
