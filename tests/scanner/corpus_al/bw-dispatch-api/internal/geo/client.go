package geo

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"time"
)

// Internal geocoding gateway (AWS API Gateway with usage plans).
var baseURL = "https://geo.internal.brightwave.co/v1"

type Point struct{ Lat, Lng float64 }

func Geocode(addr string) (*Point, error) {
	req, _ := http.NewRequest(http.MethodGet, baseURL+"/geocode?q="+url.QueryEscape(addr), nil)
	req.Header.Set("x-api-key", os.Getenv("GEO_API_KEY"))
	for i := 0; i < 3; i++ {
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		if resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusServiceUnavailable {
			time.Sleep(time.Second)
			continue
		}
		if resp.StatusCode == http.StatusNotFound {
			return nil, fmt.Errorf("address not found: %s", addr)
		}
		var p Point
		return &p, json.NewDecoder(resp.Body).Decode(&p)
	}
	return nil, fmt.Errorf("geo gateway unavailable")
}
