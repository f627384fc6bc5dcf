@{
    RootModule        = 'RingvaleAdmin.psm1'
    ModuleVersion     = '1.4.2'
    GUID              = 'b3d8f7a2-61c4-4e0f-9a55-7c2e1d9f0b36'
    Author            = 'Tessaline Sales Engineering'
    CompanyName       = 'Tessaline Logistics'
    Description       = 'Admin cmdlets for managing Ringvale contact lists from the ops jump box.'
    PowerShellVersion = '7.2'
    FunctionsToExport = @(
        'Get-RvContactList'
        'New-RvContactList'
        'Add-RvContact'
        'Remove-RvContact'
    )
    CmdletsToExport   = @()
    AliasesToExport   = @()
    PrivateData       = @{
        PSData = @{
            Tags       = @('Ringvale', 'Dialer', 'Tessaline')
            ProjectUri = 'https://dev.azure.com/tessaline/sales-eng/_git/ops-powershell'
        }
    }
}
