package dialstream

import (
	"encoding/json"
	"errors"
	"fmt"
)

var (
	ErrUserNotFound = errors.New("dialstream: user not found")
	ErrIdPDown      = errors.New("dialstream: identity provider unreachable")
	ErrDisabled     = errors.New("dialstream: public api disabled")
)

// apiError mirrors the JSON body DialStream sends on failure.
type apiError struct {
	Message string            `json:"error"`
	Details []json.RawMessage `json:"details,omitempty"`
}

// StatusError is returned for any non-2xx answer we do not map.
type StatusError struct {
	Status int
	Body   string
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("dialstream: status %d: %s", e.Status, e.Body)
}

func decodeError(status int, raw []byte) error {
	var ae apiError
	if err := json.Unmarshal(raw, &ae); err != nil {
		return &StatusError{Status: status, Body: string(raw)}
	}
	if ae.Message == "user not found" {
		return ErrUserNotFound
	}
	return &StatusError{Status: status, Body: ae.Message}
}
