/**
 * Post-deploy smoke test: lists one Ringlane contact list with the environment's key.
 *
 *   ringlaneSmokeTest(environment: 'staging', credentialsId: 'ringlane-api-key-staging')
 */
def call(Map args = [:]) {
    String env = args.environment ?: 'staging'
    String credentialsId = args.credentialsId ?: "ringlane-api-key-${env}"
    String host = env == 'prod' ? 'https://api.ringlane.com' : 'https://sandbox.ringlane.com'
    String agent = args.agentEmail ?: 'outreach-bot@meridianmutual.com'

    withCredentials([string(credentialsId: credentialsId, variable: 'RINGLANE_KEY')]) {
        def code = sh(returnStdout: true, script: """
            curl -s -o /tmp/ringlane-smoke.json -w '%{http_code}' \\
              -H "x-api-key: \$RINGLANE_KEY" \\
              -H "X-User-Email: ${agent}" \\
              "${host}/api/public/v1/contact-lists?per_page=1"
        """).trim()

        switch (code) {
            case '200':
                echo "Ringlane smoke test OK (${env})"
                break
            case '401':
                error "Ringlane rejected the ${env} API key (credentials ${credentialsId})"
                break
            case '404':
                error "Ringlane does not know ${agent} - smoke agent was deprovisioned?"
                break
            case '502':
                unstable "Ringlane identity provider unreachable, smoke test inconclusive"
                break
            case '503':
                error "Ringlane reports the public API is disabled for our account"
                break
            default:
                def body = readJSON(file: '/tmp/ringlane-smoke.json')
                error "Ringlane smoke test failed: ${code} ${body.error}"
        }
    }
}
