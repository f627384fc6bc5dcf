def call(String channel, String message, String color = 'good') {
    withCredentials([string(credentialsId: 'slack-webhook-url', variable: 'HOOK')]) {
        def payload = groovy.json.JsonOutput.toJson([channel: channel, attachments: [[color: color, text: message]]])
        def code = sh(returnStdout: true, script: "curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' -d '${payload}' \$HOOK").trim()
        if (code == '404') {
            echo "Slack webhook not found - was the channel archived?"
        } else if (code == '503' || code == '502') {
            echo "Slack unavailable (${code}), not failing the build"
        }
    }
}
