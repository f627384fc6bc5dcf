def call(String channel, String message, String color = 'good') {
    withCredentials([string(credentialsId: 'slack-webhook-url', variable: 'HOOK')]) {
        def payload = groovy.json.JsonOutput.toJson([channel: channel, attachments: [[color: color, text: message]]])
        def resp = httpRequest(url: env.HOOK, httpMode: 'POST', contentType: 'APPLICATION_JSON',
                               requestBody: payload, validResponseCodes: '100:599')
        if (resp.status == 404 || resp.status == 503) {
            echo "Slack webhook returned ${resp.status}, message dropped"
        }
    }
}
