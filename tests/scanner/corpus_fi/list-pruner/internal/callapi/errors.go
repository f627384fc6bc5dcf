package callapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// errorBody is what Ringlane puts in non-2xx responses.
type errorBody struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

// Error is returned for any non-2xx answer.
type Error struct {
	Status  int
	Message string
	Fields  map[string]string
}

func (e *Error) Error() string {
	return fmt.Sprintf("ringlane: %d %s", e.Status, e.Message)
}

func parseError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	var eb errorBody
	if err := json.Unmarshal(raw, &eb); err != nil || eb.Error == "" {
		return &Error{Status: resp.StatusCode, Message: strings.TrimSpace(string(raw))}
	}
	e := &Error{Status: resp.StatusCode, Message: eb.Error, Fields: map[string]string{}}
	for _, d := range eb.Details {
		e.Fields[d.Path] = d.Message
	}
	return e
}

// IsUserNotFound: the X-User-Id we sent has no Ringlane account.
func IsUserNotFound(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status == http.StatusNotFound && e.Message == "user not found"
}

// IsListNotFound: the list was deleted in the Ringlane UI since we last looked.
func IsListNotFound(err error) bool {
	var e *Error
	return errors.As(err, &e) && strings.Contains(e.Message, "contact list not found")
}

// IsAPIDisabled: an admin turned the public API off for the tenant.
func IsAPIDisabled(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status == http.StatusServiceUnavailable
}
