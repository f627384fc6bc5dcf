def call(Map args) {
    String registry = '4421907.dkr.ecr.us-east-1.amazonaws.com'
    sh "aws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin ${registry}"
    sh "docker build -t ${registry}/${args.name}:${args.tag} ."
    sh "docker push ${registry}/${args.name}:${args.tag}"
}
