package calling

// Header names for the Dialwave public API.
// NOTE: kept in one place so the v2 migration only has to touch this file.
const (
	HeaderAPIKey      = "X-Api-Key"
	HeaderActingEmail = "X-User-Email"
	HeaderIdempotency = "Idempotency-Key"
	HeaderRequestID   = "X-Request-Id"
)

// Headers for the internal patient-directory service (not Dialwave).
const (
	DirectoryKeyHeader  = "x-api-key"
	DirectoryUserHeader = "x-user-id"
)

const apiVersion = "v1"
