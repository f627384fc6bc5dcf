module github.com/harborline/dialer-worker

go 1.22

require (
	github.com/aws/aws-sdk-go-v2/service/sqs v1.31.4
	github.com/oapi-codegen/runtime v1.1.1
)
