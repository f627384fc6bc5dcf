package geo

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
)

// Geocoder calls the maps vendor through our AWS API Gateway proxy.
type Geocoder struct {
	http *http.Client
}

type Point struct {
	Lat float64 `json:"lat"`
	Lng float64 `json:"lng"`
}

func (g *Geocoder) Lookup(address string) (*Point, error) {
	req, _ := http.NewRequest(http.MethodGet,
		"https://geo.orchardly.app/v1/geocode?q="+url.QueryEscape(address), nil)
	req.Header.Set("x-api-key", os.Getenv("GEO_GATEWAY_KEY"))
	res, err := g.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	switch res.StatusCode {
	case http.StatusOK:
	case http.StatusNotFound:
		return nil, nil
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, fmt.Errorf("geocoder temporarily unavailable (%d)", res.StatusCode)
	default:
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(res.Body).Decode(&e)
		return nil, fmt.Errorf("geocoder: %s", e.Error)
	}
	var p Point
	return &p, json.NewDecoder(res.Body).Decode(&p)
}
