package events

import "time"

// CallCompleted is the payload Ringlark posts when a dial attempt finishes.
type CallCompleted struct {
	Event       string    `json:"event"`
	CallID      string    `json:"call_id"`
	RepEmail    string    `json:"rep_email"`
	ListID      string    `json:"contact_list_id"`
	Phone       string    `json:"phone"`
	Disposition string    `json:"disposition"`
	DurationSec int       `json:"duration_sec"`
	EndedAt     time.Time `json:"ended_at"`
}

// Problem is what our own handlers return on failure.
type Problem struct {
	Error string `json:"error"`
}
