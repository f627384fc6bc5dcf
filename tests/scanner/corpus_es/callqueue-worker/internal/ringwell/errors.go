package ringwell

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

var (
	ErrUnauthorized   = errors.New("ringwell: invalid api key")
	ErrUserNotFound   = errors.New("ringwell: acting user not found")
	ErrIdPUnreachable = errors.New("ringwell: identity provider unreachable")
	ErrAPIDisabled    = errors.New("ringwell: public api disabled")
	ErrListNotFound   = errors.New("ringwell: contact list not found")
)

// errorBody is what Ringwell sends on any non-2xx.
type errorBody struct {
	Error   string        `json:"error"`
	Details []errorDetail `json:"details,omitempty"`
}

type errorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// APIError carries the decoded body for callers that want the details.
type APIError struct {
	Status  int
	Message string
	Fields  []errorDetail
}

func (e *APIError) Error() string {
	if len(e.Fields) == 0 {
		return fmt.Sprintf("ringwell: %d %s", e.Status, e.Message)
	}
	parts := make([]string, 0, len(e.Fields))
	for _, f := range e.Fields {
		parts = append(parts, f.Path+": "+f.Message)
	}
	return fmt.Sprintf("ringwell: %d %s (%s)", e.Status, e.Message, strings.Join(parts, "; "))
}

func decodeError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	var body errorBody
	_ = json.Unmarshal(raw, &body)

	switch resp.StatusCode {
	case http.StatusUnauthorized:
		return ErrUnauthorized
	case http.StatusNotFound:
		switch strings.ToLower(body.Error) {
		case "user not found":
			return ErrUserNotFound
		case "contact list not found":
			return ErrListNotFound
		}
	case http.StatusBadGateway:
		return ErrIdPUnreachable
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	}
	return &APIError{Status: resp.StatusCode, Message: body.Error, Fields: body.Details}
}
