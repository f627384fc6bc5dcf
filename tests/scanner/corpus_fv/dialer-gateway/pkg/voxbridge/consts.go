package voxbridge

import "time"

// APIVersion selects the Voxbridge public API generation the client is built for.
const APIVersion = "v1"

const (
	DefaultHost  = "https://api.voxbridge.com"
	basePathFmt  = "/api/public/%s"
	actingUserHdr = "X-USER-ID"

	DefaultTimeout = 20 * time.Second
	retryCount     = 3
)
