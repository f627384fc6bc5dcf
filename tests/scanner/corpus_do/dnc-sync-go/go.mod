module github.com/tidewater-freight/dnc-sync-go

go 1.22

require (
	github.com/aws/aws-lambda-go v1.47.0
	github.com/aws/aws-sdk-go-v2/config v1.27.27
	github.com/aws/aws-sdk-go-v2/service/secretsmanager v1.32.4
)
