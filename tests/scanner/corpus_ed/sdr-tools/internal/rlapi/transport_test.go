package rlapi

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestClient_Calls(t *testing.T) {
	type hit struct{ method, path, key, user string }
	cases := []struct {
		name     string
		run      func(c *Client) error
		statuses []int
		want     hit
		wantHint string
	}{
		{
			name:     "list lists",
			run:      func(c *Client) error { _, err := c.Lists(context.Background()); return err },
			statuses: []int{200},
			want:     hit{"GET", "/api/public/v1/contact-lists", "k1", "00uTEST"},
		},
		{
			name:     "add phones retries on 502",
			run:      func(c *Client) error { return c.AddPhones(context.Background(), "cl 7", []string{"+12025550111"}) },
			statuses: []int{502, 502, 204},
			want:     hit{"POST", "/api/public/v1/contact-lists/cl 7/contacts", "k1", "00uTEST"},
		},
		{
			name:     "delete unknown user",
			run:      func(c *Client) error { return c.Delete(context.Background(), "cl_1") },
			statuses: []int{404},
			want:     hit{"DELETE", "/api/public/v1/contact-lists/cl_1", "k1", "00uTEST"},
			wantHint: "your Okta id is not provisioned in Ringlark",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			i := 0
			var last hit
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				last = hit{r.Method, r.URL.Path, r.Header.Get("x-api-key"), r.Header.Get("x-user-id")}
				st := tc.statuses[i]
				i++
				w.WriteHeader(st)
				switch st {
				case 200:
					_, _ = w.Write([]byte(`{"data":[{"id":"cl_1","name":"x"}]}`))
				case 404:
					_, _ = w.Write([]byte(`{"error":"user not found"}`))
				}
			}))
			defer srv.Close()

			err := tc.run(New(srv.URL, "k1", "00uTEST"))
			if last != tc.want {
				t.Errorf("hit = %+v, want %+v", last, tc.want)
			}
			if tc.wantHint != "" {
				var e *Error
				if !errors.As(err, &e) || e.Hint != tc.wantHint {
					t.Fatalf("err = %v", err)
				}
			} else if err != nil {
				t.Fatal(err)
			}
		})
	}
}
