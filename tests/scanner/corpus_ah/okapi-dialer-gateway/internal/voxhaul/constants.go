package voxhaul

import "time"

const (
	// DefaultBaseURL is the Voxhaul public API root.
	DefaultBaseURL = "https://api.voxhaul.io/api/public/v1"

	headerAPIKey    = "X-API-Key"
	headerActingUID = "X-User-Id"

	defaultTimeout = 15 * time.Second
	maxAttempts    = 4
)

// Endpoint templates, relative to the base URL.
const (
	pathContactLists    = "/contact-lists"
	pathContactList     = "/contact-lists/%s"
	pathListContacts    = "/contact-lists/%s/contacts"
	pathListContactByNo = "/contact-lists/%s/contacts/%s"
)
