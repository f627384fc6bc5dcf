package carriers

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

const dhlBase = "https://api-eu.dhl.com/track/shipments"

type DHL struct {
	APIKey string
	HTTP   *http.Client
}

type dhlProblem struct {
	Title  string `json:"title"`
	Status int    `json:"status"`
	Detail string `json:"detail"`
}

func (d *DHL) Track(ctx context.Context, trackingNumber string) (map[string]any, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, dhlBase+"?trackingNumber="+trackingNumber, nil)
	req.Header.Set("DHL-API-Key", d.APIKey)
	resp, err := d.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
		var out map[string]any
		return out, json.NewDecoder(resp.Body).Decode(&out)
	case http.StatusNotFound:
		return nil, fmt.Errorf("dhl: shipment %s not found", trackingNumber)
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, fmt.Errorf("dhl: upstream unavailable (%d)", resp.StatusCode)
	default:
		var p dhlProblem
		_ = json.NewDecoder(resp.Body).Decode(&p)
		return nil, fmt.Errorf("dhl: %s", p.Detail)
	}
}
