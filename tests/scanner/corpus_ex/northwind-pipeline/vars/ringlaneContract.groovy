// Shared step: quick contract check against the Ringlane dialer API before deploys.
def call(Map args = [:]) {
    String host = args.get('host', 'https://api.ringlane.io')
    String basePath = args.get('basePath', '/api/public/v1')
    String credId = args.get('credentialsId', 'ringlane-prod-key')
    withCredentials([string(credentialsId: credId, variable: 'RL_KEY')]) {
        def status = sh(returnStdout: true, script: """
            curl -s -o /tmp/rl.json -w '%{http_code}' \\
              -H "x-api-key: \$RL_KEY" \\
              -H "X-User-Email: ci-bot@northwindfreight.com" \\
              "${host}${basePath}/contact-lists?limit=1"
        """).trim()
        if (status == '503') {
            unstable('Ringlane reports the public API is disabled for our account')
        } else if (status != '200') {
            error("Ringlane contract check failed with HTTP ${status}: " + readFile('/tmp/rl.json'))
        }
    }
}
