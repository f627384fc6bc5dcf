package callharbor

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
)

var (
	ErrUserNotFound     = errors.New("callharbor: acting user not found")
	ErrListNotFound     = errors.New("callharbor: contact list not found")
	ErrAPIDisabled      = errors.New("callharbor: public API disabled")
	ErrIdPUnavailable   = errors.New("callharbor: identity provider unreachable")
	ErrRateLimited      = errors.New("callharbor: rate limited")
)

// apiError mirrors the JSON error body CallHarbor returns.
type apiError struct {
	Message string        `json:"error"`
	Details []fieldDetail `json:"details"`
}

type fieldDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// classify turns a non-2xx response into one of the sentinel errors above.
func classify(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	var e apiError
	_ = json.Unmarshal(raw, &e)

	switch resp.StatusCode {
	case http.StatusNotFound:
		if e.Message == "user not found" {
			return ErrUserNotFound
		}
		return ErrListNotFound
	case http.StatusBadGateway:
		return ErrIdPUnavailable
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusTooManyRequests:
		return ErrRateLimited
	case http.StatusUnprocessableEntity:
		if len(e.Details) > 0 {
			return fmt.Errorf("callharbor: invalid %s: %s", e.Details[0].Path, e.Details[0].Message)
		}
	}
	return fmt.Errorf("callharbor: HTTP %d: %s", resp.StatusCode, e.Message)
}
