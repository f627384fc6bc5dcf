package store

import (
	"context"

	"github.com/jmoiron/sqlx"
)

// IntegrationEndpoint is one row of integration_endpoints (see okapi-migrations).
type IntegrationEndpoint struct {
	ID        int64  `db:"id"`
	Provider  string `db:"provider"`
	Name      string `db:"name"`
	BaseURL   string `db:"base_url"`
	Path      string `db:"path"`
	Method    string `db:"method"`
	AuthStyle string `db:"auth_style"`
	Enabled   bool   `db:"enabled"`
}

type EndpointStore struct{ db *sqlx.DB }

func NewEndpointStore(db *sqlx.DB) *EndpointStore { return &EndpointStore{db: db} }

func (s *EndpointStore) ByProvider(ctx context.Context, provider string) ([]IntegrationEndpoint, error) {
	var rows []IntegrationEndpoint
	err := s.db.SelectContext(ctx, &rows,
		`SELECT id, provider, name, base_url, path, method, auth_style, enabled
		   FROM integration_endpoints
		  WHERE provider = $1 AND enabled
		  ORDER BY name`, provider)
	return rows, err
}

func (s *EndpointStore) Get(ctx context.Context, provider, name string) (IntegrationEndpoint, error) {
	var ep IntegrationEndpoint
	err := s.db.GetContext(ctx, &ep,
		`SELECT id, provider, name, base_url, path, method, auth_style, enabled
		   FROM integration_endpoints WHERE provider = $1 AND name = $2`, provider, name)
	return ep, err
}
