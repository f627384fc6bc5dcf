package ringcadence

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestAddPhones_UserNotFound(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists/cl_3/contacts" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		if r.Header.Get("X-User-Id") != "00u77" {
			t.Fatalf("missing acting user")
		}
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	}))
	defer srv.Close()

	w := New(srv.URL+"/api/public/v1/", "rcd_Zx81PqWm4KtN0sVb6YhJ2eLd", "00u77", srv.Client())
	if err := w.AddPhones(context.Background(), "cl_3", []string{"+15555550111"}); !errors.Is(err, ErrUnknownUser) {
		t.Fatalf("want ErrUnknownUser, got %v", err)
	}
}
