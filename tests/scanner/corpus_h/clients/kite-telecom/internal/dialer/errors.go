package dialer

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

// errorBody mirrors what the dialer returns on failures.
type errorBody struct {
	Error   string          `json:"error"`
	Details json.RawMessage `json:"details,omitempty"`
}

type APIError struct {
	Status  int
	Message string
}

func (e *APIError) Error() string {
	return fmt.Sprintf("ringlane: %d %s", e.Status, e.Message)
}

func (e *APIError) UserMissing() bool {
	return e.Status == http.StatusNotFound && e.Message == "user not found"
}

func (e *APIError) Temporary() bool {
	switch e.Status {
	case http.StatusBadGateway, http.StatusTooManyRequests:
		return true
	}
	return false
}

func decodeError(res *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(res.Body, 1<<16))
	var body errorBody
	if err := json.Unmarshal(raw, &body); err != nil || body.Error == "" {
		return &APIError{Status: res.StatusCode, Message: string(raw)}
	}
	return &APIError{Status: res.StatusCode, Message: body.Error}
}
