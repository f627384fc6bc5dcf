// Package gateway calls Tidewater's internal services exposed through AWS API Gateway.
package gateway

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

var httpClient = &http.Client{Timeout: 5 * time.Second}

type ETA struct {
	LoadID  string    `json:"load_id"`
	Arrival time.Time `json:"arrival"`
}

// errorBody is our own gateway's flat error, e.g. {"error": "load not found"}
type errorBody struct {
	Error string `json:"error"`
}

func FetchETA(loadID string) (*ETA, error) {
	req, _ := http.NewRequest(http.MethodGet, os.Getenv("TRACKING_API_URL")+"/v1/loads/"+loadID+"/eta", nil)
	req.Header.Set("x-api-key", os.Getenv("TRACKING_API_KEY"))
	req.Header.Set("X-User-Id", "eta-notifier")
	resp, err := httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
		var eta ETA
		return &eta, json.NewDecoder(resp.Body).Decode(&eta)
	case http.StatusNotFound:
		return nil, nil
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, fmt.Errorf("tracking gateway unavailable (%d)", resp.StatusCode)
	}
	var eb errorBody
	_ = json.NewDecoder(resp.Body).Decode(&eb)
	return nil, fmt.Errorf("tracking: %s", eb.Error)
}
