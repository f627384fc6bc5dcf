// Package callapi is a small hand-written client for the Ringlane calling API.
// We only need a handful of endpoints, so it is not worth generating.
package callapi

// APIVersion is interpolated into basePathFmt. Bump together with the paths below.
const APIVersion = "v1"

const basePathFmt = "/api/public/%s"

// Header names expected by Ringlane.
const (
	HeaderAPIKey = "X-Api-Key"
	HeaderUserID = "X-User-Id"
	headerAccept = "Accept"
)

// Routes, relative to the base path.
const (
	pathContactLists = "/contact-lists"
	pathContactList  = "/contact-lists/%s"
	pathListContact  = "/contact-lists/%s/contacts/%s"
	pathCalls        = "/calls"
)
