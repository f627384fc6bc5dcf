package ringlane

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
)

type List struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Size int    `json:"size"`
}

// Lists returns the dialer lists visible to agent.
func (c *Client) Lists(ctx context.Context, agent string) ([]List, error) {
	resp, err := c.do(ctx, http.MethodGet, "/contact-lists", agent)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, decodeError(resp)
	}
	var out struct {
		Data []List `json:"data"`
	}
	return out.Data, json.NewDecoder(resp.Body).Decode(&out)
}

// IsUnknownAgent is true when Ringlane could not map the agent email to a seat.
func IsUnknownAgent(err error) bool {
	var e *apiError
	return errors.As(err, &e) && e.Status == http.StatusNotFound && e.Message == "user not found"
}

// FieldErrors flattens validation details for logging.
func FieldErrors(err error) map[string]string {
	var e *apiError
	out := map[string]string{}
	if errors.As(err, &e) {
		for _, d := range e.Details {
			out[d.Path] = d.Message
		}
	}
	return out
}
