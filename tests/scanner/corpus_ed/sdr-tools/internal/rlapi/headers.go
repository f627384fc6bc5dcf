package rlapi

// Wire-level names for the Ringlark legacy API.
const (
	legacyPrefix = "/api/public/v1"

	hdrKey    = "x-api-key"
	hdrUserID = "x-user-id"
	hdrTrace  = "x-request-id"
)
