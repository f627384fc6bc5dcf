package internal

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// Enrichment talks to the data team's firmographics service.
type Enrichment struct {
	BaseURL string // e.g. http://enrichment.internal:9000/v1
	APIKey  string
	HTTP    *http.Client
}

func (e *Enrichment) Company(ctx context.Context, domain string) (map[string]any, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, e.BaseURL+"/companies/"+domain, nil)
	req.Header.Set("x-api-key", e.APIKey)
	resp, err := e.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusNotFound:
		return nil, nil
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, fmt.Errorf("enrichment unavailable (%d)", resp.StatusCode)
	default:
		var body struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&body)
		return nil, fmt.Errorf("enrichment: %s", body.Error)
	}
	var out map[string]any
	return out, json.NewDecoder(resp.Body).Decode(&out)
}
