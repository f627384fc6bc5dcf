def call(Map args) {
    def color = args.status == 'FAILURE' ? 'attention' : 'good'
    withCredentials([string(credentialsId: 'teams-webhook-sales', variable: 'HOOK')]) {
        def payload = groovy.json.JsonOutput.toJson([
            type       : 'message',
            attachments: [[contentType: 'application/vnd.microsoft.card.adaptive',
                           content    : [type: 'AdaptiveCard', version: '1.4',
                                         body: [[type: 'TextBlock', color: color,
                                                 text: "${args.service}: ${args.status} (${env.BUILD_URL})"]]]]]
        ])
        httpRequest(url: HOOK, httpMode: 'POST', contentType: 'APPLICATION_JSON', requestBody: payload,
                    validResponseCodes: '200:299,503')
    }
}
