def call(Map cfg) {
    pipeline {
        agent { label 'docker-java17' }
        options {
            timestamps()
            timeout(time: 45, unit: 'MINUTES')
            buildDiscarder(logRotator(numToKeepStr: '30'))
        }
        environment {
            GRADLE_OPTS = '-Dorg.gradle.daemon=false'
            TESTCONTAINERS_RYUK_DISABLED = 'false'
        }
        stages {
            stage('Build') {
                steps {
                    sh './gradlew --no-daemon clean build -x test'
                }
            }
            stage('Test') {
                steps {
                    sh "./gradlew --no-daemon test ${cfg.integrationTests ? 'integrationTest' : ''}"
                }
                post {
                    always { junit '**/build/test-results/**/*.xml' }
                }
            }
            stage('Image') {
                when { branch 'main' }
                steps {
                    script {
                        mmDockerBuild(module: cfg.dockerModule ?: '.', image: "sales/${cfg.service}")
                    }
                }
            }
            stage('Deploy staging') {
                when { branch 'main' }
                steps {
                    script {
                        mmHelmDeploy(chart: cfg.helmChart, environment: 'staging', namespace: 'sales-staging')
                        if (cfg.smokeTest) {
                            cfg.smokeTest.call('staging')
                        }
                    }
                }
            }
        }
        post {
            failure { notifyTeams(status: 'FAILURE', service: cfg.service) }
            fixed { notifyTeams(status: 'FIXED', service: cfg.service) }
        }
    }
}
