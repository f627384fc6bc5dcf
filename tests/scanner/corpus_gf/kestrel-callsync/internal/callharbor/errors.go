package callharbor

import (
	"encoding/json"
	"fmt"
)

// APIError is what CallHarbor returns when a request fails.
type APIError struct {
	Status  int
	Message string
	Fields  []string
}

func (e APIError) Error() string { return fmt.Sprintf("callharbor %d: %s", e.Status, e.Message) }

// Disabled reports whether the public API has been switched off for our account.
func (e APIError) Disabled() bool { return e.Status == 503 }

// Temporary reports CallHarbor failing to reach its SSO provider.
func (e APIError) Temporary() bool { return e.Status == 502 }

// UnknownActor reports a 404 for the acting user rather than the resource.
func (e APIError) UnknownActor() bool {
	return e.Status == 404 && e.Message == "user not found"
}

func toError(status int, raw []byte) error {
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	e := APIError{Status: status}
	if s, ok := m["error"].(string); ok {
		e.Message = s
	}
	if ds, ok := m["details"].([]any); ok {
		for _, d := range ds {
			if dm, ok := d.(map[string]any); ok {
				e.Fields = append(e.Fields, fmt.Sprint(dm["path"]))
			}
		}
	}
	return e
}
