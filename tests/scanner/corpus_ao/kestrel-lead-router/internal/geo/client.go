package geo

import (
	"encoding/json"
	"errors"
	"net/http"
	"os"
)

var ErrUnavailable = errors.New("geo: service unavailable")

type Result struct {
	State    string `json:"state"`
	Timezone string `json:"timezone"`
}

// Lookup resolves a phone number to a US state via the internal geo service (AWS API Gateway).
func Lookup(baseURL, phone string) (*Result, error) {
	req, _ := http.NewRequest(http.MethodGet, baseURL+"?phone="+phone, nil)
	req.Header.Set("x-api-key", os.Getenv("GEO_API_KEY"))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, ErrUnavailable
	case http.StatusNotFound:
		return nil, nil
	default:
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return nil, errors.New("geo: " + e.Error)
	}
	var r Result
	return &r, json.NewDecoder(resp.Body).Decode(&r)
}
