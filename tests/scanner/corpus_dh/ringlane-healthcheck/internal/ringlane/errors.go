package ringlane

import (
	"encoding/json"
	"fmt"
	"strings"
)

// apiError is the JSON body Ringlane returns on failures.
type apiError struct {
	Message string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

// StatusError carries the HTTP status plus whatever Ringlane told us.
type StatusError struct {
	Status int
	Body   apiError
}

func (e *StatusError) Error() string {
	if e.Body.Message == "" {
		return fmt.Sprintf("ringlane: HTTP %d", e.Status)
	}
	return fmt.Sprintf("ringlane: HTTP %d: %s", e.Status, e.Body.Message)
}

func (e *StatusError) UserNotFound() bool {
	return e.Status == 404 && strings.EqualFold(e.Body.Message, "user not found")
}

func (e *StatusError) ListMissing() bool {
	return e.Status == 404 && e.Body.Message == "contact list not found"
}

func decodeError(status int, raw []byte) *StatusError {
	se := &StatusError{Status: status}
	_ = json.Unmarshal(raw, &se.Body)
	return se
}
