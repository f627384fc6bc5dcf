package ringcast

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrNotFound      = errors.New("ringcast: not found")
	ErrUnknownUser   = errors.New("ringcast: acting user unknown")
	ErrAPIDisabled   = errors.New("ringcast: api disabled")
	ErrIdPUnavailable = errors.New("ringcast: identity provider unavailable")
)

// legacyErrorBody is the flat error shape returned by the legacy API.
type legacyErrorBody struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func decodeLegacyError(resp *http.Response) error {
	var b legacyErrorBody
	_ = json.NewDecoder(resp.Body).Decode(&b)

	switch resp.StatusCode {
	case http.StatusNotFound:
		if strings.EqualFold(b.Error, "user not found") {
			return ErrUnknownUser
		}
		return ErrNotFound
	case http.StatusBadGateway:
		return ErrIdPUnavailable
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	}

	parts := make([]string, 0, len(b.Details))
	for _, d := range b.Details {
		parts = append(parts, d.Path+": "+d.Message)
	}
	return fmt.Errorf("ringcast v1 %d: %s [%s]", resp.StatusCode, b.Error, strings.Join(parts, "; "))
}
