@{
    RootModule        = 'HarborDeploy.psm1'
    ModuleVersion     = '2.3.0'
    GUID              = '4e7a1c9d-2b3f-4d86-9a05-c1e8f7b2d640'
    Author            = 'Harborline Platform Team'
    CompanyName       = 'Harborline Insurance Services'
    Description       = 'Deployment helpers for the dialer, admin portal and harbor-api.'
    PowerShellVersion = '7.2'
    RequiredModules   = @('Az.Accounts', 'Az.KeyVault', 'Az.Websites')
    FunctionsToExport = @('Publish-HarborApp', 'Set-HarborAppConfig', 'Test-RingmeshConnection', 'Invoke-HarborSmokeTest', 'Sync-RingmeshSeedLists')
}
