def call(String file, String repo = 'releases') {
    withCredentials([string(credentialsId: 'artifact-store-key', variable: 'ART_KEY')]) {
        sh """
          curl -sf -X PUT \\
            -H "x-api-key: \$ART_KEY" \\
            -H "X-User-Id: jenkins" \\
            --data-binary @${file} \\
            https://artifacts.internal.tallowbrook.com/api/v1/${repo}/\$(basename ${file})
        """
    }
}
