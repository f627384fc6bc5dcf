BeforeAll {
    Import-Module "$PSScriptRoot/../HarborDeploy/HarborDeploy.psd1" -Force
}

Describe 'Get-RingmeshUri' {
    It 'builds a URL under the configured version' {
        InModuleScope HarborDeploy {
            Get-RingmeshUri 'contact-lists' | Should -Match '^https://api\.ringmesh\.io/api/public/v\d+/contact-lists$'
        }
    }
}

Describe 'Invoke-HarborSmokeTest' {
    It 'throws when harbor-api returns 503' {
        Mock -ModuleName HarborDeploy Invoke-WebRequest { [pscustomobject]@{ StatusCode = 503 } }
        { Invoke-HarborSmokeTest -BaseUrl 'https://staging-api.harborline.com' -Token 't' } | Should -Throw '*maintenance*'
    }
}
