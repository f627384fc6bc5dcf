package voxhaul

import (
	"errors"
	"fmt"
)

var (
	ErrUserNotFound = errors.New("voxhaul: acting user not found")
	ErrAPIDisabled  = errors.New("voxhaul: public API disabled")
	ErrListNotFound = errors.New("voxhaul: contact list not found")
)

// APIError is the body Voxhaul returns on failures.
type APIError struct {
	Status  int           `json:"-"`
	Message string        `json:"error"`
	Details []FieldDetail `json:"details,omitempty"`
}

type FieldDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

func (e *APIError) Error() string {
	return fmt.Sprintf("voxhaul %d: %s", e.Status, e.Message)
}
